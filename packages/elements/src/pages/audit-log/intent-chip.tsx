import { intentChip, type Conversation } from '@tripsight/core/ops';

/** The first sub-intent (else main intent, else 'Unknown') with '+N' for the others. */
export function IntentChip({
  conversation,
}: {
  conversation: Pick<Conversation, 'main_intents' | 'sub_intents'>;
}) {
  const chip = intentChip(conversation);
  return (
    <span className="intent" title={chip.all.join(', ') || undefined}>
      <span className="badge tone-grey intent-chip">{chip.text}</span>
      {chip.extra && <span className="intent-extra"> {chip.extra}</span>}
    </span>
  );
}
