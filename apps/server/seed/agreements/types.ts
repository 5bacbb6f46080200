/** The agreement pages every install starts with: 1 user agreement, 2 privacy policy, 5 platform introduction, 6 business solutions agreement, 8 bond contract. */
export const SEEDED_AGREEMENT_TYPES = [1, 2, 5, 6, 8] as const;
export type SeededAgreementType = (typeof SEEDED_AGREEMENT_TYPES)[number];

/** One document in one language: its title and its paragraphs (stored as plain text, a blank line between paragraphs). */
export interface AgreementDoc {
  title: string;
  paragraphs: string[];
}

/** The five documents in one language; every language has English's paragraphs, in the same order. */
export type AgreementSet = Record<SeededAgreementType, AgreementDoc>;
