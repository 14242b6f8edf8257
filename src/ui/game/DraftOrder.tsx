// The round's draft (R4.2) and a bot's turn, which shows it with the pool and nothing to click.
import { useGame } from '../../store/game';
import { draftOrder, rollDue, type DraftRole } from '../../store/guide';
import { TITANS } from '../meta';
import { DicePool } from './DicePool';

/** A bot decides now: say who and what, show the pool; nothing to click. */
export function BotTurn() {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const bots = useGame((s) => s.bots);
  const legal = useGame((s) => s.legal);
  const p = summary.pending;
  const titan = p ? p.titan : summary.active;
  const roll = rollDue(game, legal);
  const what = p
    ? p.kind === 'pirates'
      ? 'decides how to pay the pirates'
      : 'decides whether to react'
    : roll
      ? ROLL_DOES[roll]
      : legal.some((a) => a.type === 'chooseDie')
        ? 'chooses a die'
        : 'is playing';
  return (
    <section className="turn turn--bot" aria-label="A bot's turn" data-bot={bots[titan]}>
      <p className="turn-hint" role="status">
        <span
          className="titan-swatch"
          style={{ background: TITANS[titan].colour, color: TITANS[titan].ink }}
          aria-hidden="true"
        >
          {TITANS[titan].initial}
        </span>
        {TITANS[titan].name} ({bots[titan]} bot) {what}…
      </p>
      <DraftOrder />
      <DicePool readOnly />
    </section>
  );
}

const ROLL_DOES: Record<'first' | 'last', string> = {
  first: 'rolls all the dice',
  last: 'rerolls all the dice',
};

const ROLE_DOES: Record<DraftRole, string> = {
  first: 'rolls all the dice',
  middle: 'takes a die from the pool',
  last: 'rerolls all the dice',
};

/** The round's draft (R4.2): who rolls, who takes a die as it lies, who rerolls every die. */
export function DraftOrder() {
  const game = useGame((s) => s.game)!;
  const round = useGame((s) => s.summary!.round);
  const order = draftOrder(game);
  return (
    <div className="draft-order">
      <span className="draft-order-title">Draft, round {round}:</span>
      <ol aria-label={`The draft of round ${round}`}>
        {order.map((o) => (
          <li
            key={o.titan}
            data-draft-titan={o.titan}
            data-draft-role={o.role}
            aria-current={o.current ? 'step' : undefined}
            className={o.current ? 'draft-order-current' : undefined}
          >
            <span
              className="titan-swatch"
              style={{ background: TITANS[o.titan].colour, color: TITANS[o.titan].ink }}
              aria-hidden="true"
            >
              {TITANS[o.titan].initial}
            </span>
            {TITANS[o.titan].name} <span className="draft-role">{ROLE_DOES[o.role]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
