import type { ApplyState, ShopApplication, StoreType } from "@mp/contracts";
import type { Db } from "../../platform/db/index.js";
import { signedUrl } from "../files/index.js";
import type { ApplicationRow } from "./applications.repo.js";
import { seconds } from "./review.js";

/**
 * An application as its applicant or an operator sees it. The ID photos come with signed,
 * expiring links: give this only to the applicant or to operators.
 */
export async function presentApplication(db: Db, r: ApplicationRow): Promise<ShopApplication> {
  const [idFrontUrl, idBackUrl] = await Promise.all([signedUrl(db, r.idFront), signedUrl(db, r.idBack)]);
  return {
    id: r.id,
    user_id: r.userId,
    state: r.state as ApplyState,
    store_type: r.storeType as StoreType,
    name: r.name,
    birthday: r.birthday,
    birthplace: r.birthplace,
    residence: r.residence,
    nationality: r.nationality,
    issuing_country: r.issuingCountry,
    id_number: r.idNumber,
    id_validity: r.idValidity,
    id_front: r.idFront,
    id_front_url: idFrontUrl,
    id_back: r.idBack,
    id_back_url: idBackUrl,
    shopname: r.shopname,
    street: r.street,
    city: r.city,
    postal_code: r.postalCode,
    email: r.email,
    avatar: r.avatar,
    logo: r.logo,
    bio: r.bio,
    reason: r.reason,
    earlier_reason: r.earlierReason,
    earlier_reviewtime: seconds(r.earlierReviewedAt),
    shop_id: r.shopId,
    createtime: seconds(r.createdAt) as number,
    reviewtime: seconds(r.reviewedAt),
  };
}
