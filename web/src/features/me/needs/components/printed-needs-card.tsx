import type { NeedsCardContent } from '@common/contracts/needs';
import { accommodationLabel } from '@common/messages/catalog';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useId } from 'react';

/**
 * The needs card as a provider reads it (on paper or through a share link): large type, plain
 * words, only what the member chose to include. Printing shows this alone (needs-print.css).
 */
export function PrintedNeedsCard({
  card,
  headingLevel = 'h2',
}: {
  card: NeedsCardContent;
  headingLevel?: 'h1' | 'h2';
}) {
  const headingId = useId();
  const Heading = headingLevel;
  /* One level under the card's own heading, whichever that is (axe heading-order). */
  const Subheading = headingLevel === 'h1' ? 'h2' : 'h3';
  const empty = card.accommodations.length === 0 && !card.note && !card.communication;
  return (
    <article
      aria-labelledby={headingId}
      className="needs-print-card flex flex-col gap-5 rounded-2xl border-2 border-brand-700 bg-surface p-6 text-xl leading-relaxed sm:p-8"
    >
      <Heading id={headingId} className="text-3xl font-bold">
        {NEEDS_MESSAGES.printedTitle(card.displayName)}
      </Heading>
      {empty ? <p className="text-muted">{NEEDS_MESSAGES.emptyCard}</p> : null}
      {card.accommodations.length > 0 ? (
        <section>
          <Subheading className="text-2xl font-semibold">{NEEDS_MESSAGES.printedHelps}</Subheading>
          <ul className="mt-2 list-disc pl-7">
            {card.accommodations.map((item) => (
              <li key={item}>{accommodationLabel(item)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {card.note ? (
        <section>
          <Subheading className="text-2xl font-semibold">{NEEDS_MESSAGES.printedNote}</Subheading>
          <p className="mt-2 whitespace-pre-line">{card.note}</p>
        </section>
      ) : null}
      {card.communication ? (
        <section>
          <Subheading className="text-2xl font-semibold">
            {NEEDS_MESSAGES.printedCommunication}
          </Subheading>
          <p className="mt-2 whitespace-pre-line">{card.communication}</p>
        </section>
      ) : null}
      <p className="border-t border-line pt-3 text-base text-muted">
        {NEEDS_MESSAGES.printedFooter}
      </p>
    </article>
  );
}
