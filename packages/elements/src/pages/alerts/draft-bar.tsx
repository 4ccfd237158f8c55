/**
 * Under a form: how many fields the service refused (announced), that closing it keeps the changes as
 * a draft, and 'Discard draft', which puts the form back as it started (shown once something changed).
 */
export function DraftBar({
  dirty,
  restored,
  summary,
  onDiscard,
}: {
  dirty: boolean;
  restored: boolean;
  summary: string | null;
  onDiscard: () => void;
}) {
  return (
    <div className="wide draft-bar">
      <p className="ops-field-error form-summary" role="alert">
        {summary}
      </p>
      <p className="field-note">
        {restored && dirty
          ? 'This is your unsaved draft. It is kept until you save or discard it.'
          : 'Closing keeps your changes as a draft until you save or discard them.'}
      </p>
      {dirty && (
        <button type="button" className="link" onClick={onDiscard}>
          Discard draft
        </button>
      )}
    </div>
  );
}
