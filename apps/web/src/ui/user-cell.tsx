import "./ui.css";
/** What a staff list knows of the user a row belongs to (`StaffUserLabel` plus the id). */
export interface UserCellProps {
  id: number | null | undefined;
  nickname?: string | null;
  email?: string | null;
  testId?: string;
}

/**
 * A user in a staff list: the nickname over the e-mail, the id after the name, so the desk reads
 * who asked instead of a bare number. Long values end in an ellipsis; the whole is in the title.
 */
export function UserCell({ id, nickname, email, testId }: UserCellProps) {
  const name = nickname || (id == null ? "—" : `#${id}`);
  const title = [nickname, email, id == null ? "" : `#${id}`].filter(Boolean).join(" · ");
  return (
    <span className="ui-user-cell" title={title} data-testid={testId} data-user-id={id ?? undefined}>
      <span className="ui-user-cell__line">
        <bdi className="ui-user-cell__name">{name}</bdi>
        {nickname && id != null ? <span className="ui-user-cell__id"> #{id}</span> : null}
      </span>
      {email ? <bdi className="ui-user-cell__line ui-user-cell__email">{email}</bdi> : null}
    </span>
  );
}
