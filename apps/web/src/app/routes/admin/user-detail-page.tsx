import { useParams } from "react-router";
import { UserDetail } from "../../../features/people";

/** `/admin/users/:id`: one user's page. */
export function Component() {
  const { id } = useParams();
  return <UserDetail key={id} userId={Number(id)} />;
}
