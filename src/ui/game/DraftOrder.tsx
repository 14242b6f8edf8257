// The round's draft (R4.2) and a bot's turn, which shows it with the pool and nothing to click.
import { TitanSwatch } from './TitanSwatch';
import { useGame } from '../../store/game';
import { draftOrder, rollDue, type DraftRole } from '../../store/guide';
import { TITANS } from '../meta';
import { DicePool } from './DicePool';
import { t as tr } from '../../i18n';
import { useT } from '../../i18n/useT';
import { botLabel } from './botLabel';
import '../../i18n/tableMessages';

/** A bot decides now: say who and what, show the pool; nothing to click. */
export function BotTurn() {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const bots = useGame((s) => s.bots);
  const legal = useGame((s) => s.legal);
  const p = summary.pending;
  const titan = p ? p.titan : summary.active;
  const roll = rollDue(game, legal);
  const t = useT();
  const what = p
    ? p.kind === 'pirates'
      ? t('play.botPirates')
      : t('play.botReaction')
    : roll
      ? roleDoes(roll)
      : legal.some((a) => a.type === 'chooseDie')
        ? t('play.botChoosesDie')
        : t('play.botPlaying');
  return (
    <section className="turn turn--bot" aria-label={t('play.botTurn')} data-bot={bots[titan]}>
      <p className="turn-hint" role="status">
        <TitanSwatch titan={titan} />
        {t('play.botDoes', {
          titan: TITANS[titan].name,
          bot: bots[titan] ? botLabel(bots[titan]) : '',
          what,
        })}
      </p>
      <DraftOrder />
      <DicePool readOnly />
    </section>
  );
}

/** What a Titan does in the round's draft (R4.2). */
function roleDoes(role: DraftRole): string {
  return role === 'first'
    ? tr('play.roleFirst')
    : role === 'last'
      ? tr('play.roleLast')
      : tr('play.roleMiddle');
}

/**
 * The round's draft (R4.2): who rolls, who takes a die as it lies, who rerolls every die. The one marked is
 * whose turn in the draft it is (store/round.ts draftSeat): once the Titan playing has its die, the next
 * one ("… next"), and after the round's last, none ("every die is taken").
 */
export function DraftOrder() {
  const game = useGame((s) => s.game)!;
  const round = useGame((s) => s.summary!.round);
  const order = draftOrder(game);
  const playing = game.titans[game.active].id;
  const over = !order.some((o) => o.current);
  const t = useT();
  return (
    <div className="draft-order" data-draft-over={over ? '' : undefined}>
      <span className="draft-order-title">{t('play.draftTitle', { round })}</span>
      <ol aria-label={t('play.draftLabel', { round })}>
        {order.map((o) => (
          <li
            key={o.titan}
            data-draft-titan={o.titan}
            data-draft-role={o.role}
            aria-current={o.current ? 'step' : undefined}
            className={o.current ? 'draft-order-current' : undefined}
          >
            <TitanSwatch titan={o.titan} />
            {TITANS[o.titan].name}{' '}
            <span className="draft-role">
              {o.current && o.titan !== playing
                ? t('play.draftNext', { role: roleDoes(o.role) })
                : roleDoes(o.role)}
            </span>
          </li>
        ))}
      </ol>
      {over && <span className="draft-order-over">{t('play.draftOver')}</span>}
    </div>
  );
}
