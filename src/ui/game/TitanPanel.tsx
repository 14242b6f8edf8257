// One Titan's chip: Life gauge, lap (or board), place in the draft, die, cards held; opened, its space,
// ability card and (for the player deciding now) the hand.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TitanSwatch } from './TitanSwatch';
import { deciderOf } from '../../engine';
import type { CardId, TitanId } from '../../engine/types';
import { useGame } from '../../store/game';
import { draftOrder, playerOfTitan } from '../../store/guide';
import { CARD_META, cardName, FACE_META, TITANS } from '../meta';
import { explain } from './explain';
import { Die } from './Die';
import { useT } from '../../i18n/useT';
import { botLabel } from './botLabel';
import '../../i18n/tableMessages';
import { playerName as nameOfPlayer } from '../playerName';

/** Props that make a fact of the chip explain itself: on a tap (no hover on touch) and to the keyboard. */
function explains(about: string, describedBy: string) {
  return {
    tabIndex: 0,
    title: about,
    'aria-describedby': describedBy,
    onClick: () => explain(about),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      explain(about);
    },
  };
}

/**
 * A fact of the chip (draft place, die, cards) as a button whose tap says what it means (explain.ts).
 * `label`, when given, is its name (short: the chip says whose), the pictures inside then hidden — a die's own
 * name would make the chip a second button named like the die's move.
 */
function Fact({
  className,
  about,
  label,
  children,
}: {
  className: string;
  about: string;
  label?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <button type="button" className={`titan-fact ${className}`} aria-label={label} {...explains(about, id)}>
        {label ? <span aria-hidden="true">{children}</span> : children}
      </button>
      <span id={id} className="visually-hidden">
        {about}
      </span>
    </>
  );
}

function LifeGauge({ life, max, about }: { life: number; max: number; about: string }) {
  const tr = useT();
  const id = useId();
  const cells = [];
  for (let i = 0; i < max; i++)
    cells.push(<span key={i} className={`life-cell${i < life ? ' life-cell--on' : ''}`} />);
  return (
    <div
      className="life titan-fact"
      role="meter"
      aria-label={tr('play.life')}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={life}
      {...explains(about, id)}
    >
      <span id={id} className="visually-hidden">
        {about}
      </span>
      <span className="life-cells" aria-hidden="true">
        {cells}
      </span>
      <span className="life-text">{tr('play.lifeShort', { n: life, life, max })}</span>
    </div>
  );
}

/**
 * A card face up: name, when it is played, its rule and its buttons. `compact` (a phone's short bar): one
 * row of name and buttons, the rule shown on a tap of the name (touch screens have no tooltips).
 */
export function CardView({
  card,
  actions,
  compact = false,
}: {
  card: CardId;
  actions?: React.ReactNode;
  compact?: boolean;
}) {
  const names = useGame((s) => s.game?.setup.options?.cardNames);
  const [open, setOpen] = useState(false);
  const m = CARD_META[card];
  const tr = useT();
  const head = (
    <>
      <strong>{cardName(card, names)}</strong>{' '}
      <span className="card-when">
        ({m.when === 'reaction' ? tr('play.whenReaction') : tr('play.whenOwnTurn')})
      </span>
    </>
  );
  const kind = `card card--${m.when === 'reaction' ? 'reaction' : 'turn'}`;
  if (compact)
    return (
      <li className={`${kind} card--compact`} data-card={card}>
        <button
          type="button"
          className="card-name"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          title={m.text}
        >
          {head}
        </button>
        {actions && <span className="card-actions">{actions}</span>}
        {open && <span className="card-text">{m.text}</span>}
      </li>
    );
  return (
    <li className={kind} data-card={card}>
      {head}
      <span className="card-text">{m.text}</span>
      {actions && <span className="card-actions">{actions}</span>}
    </li>
  );
}

/** What the chip's Life, die and cards mean, in words (the facts' taps; the phone's sheet says them). */
function useFactTexts(titan: TitanId) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const tr = useT();
  const t = summary.titans[titan]!;
  const meta = TITANS[titan];
  const maxLife = game.titans.find((x) => x.id === titan)!.maxLife;
  const draftAt = draftOrder(game).findIndex((o) => o.titan === titan);
  return {
    maxLife,
    life: tr('table.aboutLife', { titan: meta.name, life: t.life, max: maxLife }),
    die: t.die
      ? tr('table.aboutDie', {
          titan: meta.name,
          die: tr('play.dieLabel', { die: FACE_META[t.die].label, action: FACE_META[t.die].action }),
        })
      : tr('table.aboutNoDie', { titan: meta.name }),
    cards: tr('table.aboutCards', { titan: meta.name, n: t.hand.length }),
    // Its place in this round's draft (none once the race is won).
    draftAt,
    draft:
      draftAt >= 0 && !summary.winner
        ? tr('table.aboutDraft', { titan: meta.name, n: draftAt + 1, round: summary.round })
        : null,
  };
}

/**
 * A chip's lap (or board): its short wording shown, its whole phrase read; `chip`, a phone's chip's
 * wording beside the Life ("L2"), or null where it says nothing (a one-lap race on one board); `lower`,
 * the phrase inside the details' sentence ("on A1, lap 2 of 3").
 */
type Lap = { short: string; full: string; chip: string | null; lower: string };

/** The chip's facts: Life, lap, place in the draft, die, cards — each says what it means on a tap. */
function TitanFacts({ titan, lap }: { titan: TitanId; lap: Lap }) {
  const summary = useGame((s) => s.summary)!;
  const tr = useT();
  const t = summary.titans[titan]!;
  const about = useFactTexts(titan);
  const maxLife = about.maxLife;
  const aboutLife = about.life;
  return (
    <div className="titan-facts">
      <LifeGauge life={t.life} max={maxLife} about={aboutLife} />
      {/* On a phone the gauge gives way to this shorter figure (CSS shows one of the two). */}
      <Fact className="titan-life-short" about={aboutLife}>
        <span aria-hidden="true">♥{t.life}</span>
        <span className="visually-hidden">{tr('play.lifeOf', { life: t.life, max: maxLife })}</span>
      </Fact>
      {/* The chip's short wording ("Tour 1/3": the whole French phrase wrapped in a small laptop's column);
          the whole phrase is its name and its hover title. */}
      {/* On a phone "L2" beside the Life (CSS), so the table sees who leads: a Titan on lap 2 at A1 is
          ahead of one on lap 1 at F12 (play-test: Rassïk looked last). */}
      <span
        className="titan-lap"
        title={lap.short === lap.full ? undefined : lap.full}
        data-lap-chip={lap.chip === null ? undefined : ''}
      >
        <span className="titan-lap-short" aria-hidden="true">
          {lap.short}
        </span>
        {lap.chip !== null && (
          <span className="titan-lap-chip" aria-hidden="true">
            {lap.chip}
          </span>
        )}
        <span className="visually-hidden">{lap.full}</span>
      </span>
      {about.draft && (
        // A phone's chip has room for "#2" only (CSS shows one of the two); the name is the whole phrase.
        <Fact
          className="titan-draft"
          about={about.draft}
          label={tr('table.draftAt', { n: about.draftAt + 1 })}
        >
          <span className="titan-draft-long">{tr('table.draftAt', { n: about.draftAt + 1 })}</span>
          <span className="titan-draft-short">{tr('table.draftShort', { n: about.draftAt + 1 })}</span>
        </Fact>
      )}
      <Fact
        className="titan-die"
        about={about.die}
        label={t.die ? tr('table.dieOf', { die: FACE_META[t.die].label }) : undefined}
      >
        {t.die ? (
          <Die face={t.die} size={24} />
        ) : (
          <span className="titan-nodie">{tr('table.noDieShort')}</span>
        )}
      </Fact>
      <Fact className="titan-cards" about={about.cards}>
        <span className="visually-hidden">{tr('play.handCount', { n: t.hand.length })}</span>
        <svg className="card-icon" width={11} height={15} viewBox="0 0 11 15" aria-hidden="true">
          <rect
            x={0.75}
            y={0.75}
            width={9.5}
            height={13.5}
            rx={2}
            fill="#fff8e6"
            stroke="currentColor"
            strokeWidth={1.5}
          />
        </svg>
        <span aria-hidden="true">{t.hand.length}</span>
      </Fact>
    </div>
  );
}

/**
 * One Titan as a compact chip: Titan, name, Life, lap, place in the draft, die taken, number of
 * cards; the name opens the rest (space, ability text, and for the player who decides now — on purpose, by
 * "Show my cards" — the hand). Nothing here is a decision of the turn: those are in the action bar.
 */
export function TitanPanel({
  titan,
  open = false,
  onToggle,
}: {
  titan: TitanId;
  open?: boolean;
  onToggle?: () => void;
}) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const names = useGame((s) => s.names);
  const revealed = useGame((s) => s.ui.revealed);
  const bot = useGame((s) => s.bots[titan]);
  const reveal = useGame((s) => s.reveal);
  const hide = useGame((s) => s.hide);
  const tr = useT();
  const t = summary.titans[titan]!;
  const meta = TITANS[titan];
  const player = playerOfTitan(game, titan);
  const isActive = summary.active === titan && !summary.winner;
  const boards = game.course.boards;
  const deciderTitan = deciderOf(summary);
  const mine = playerOfTitan(game, deciderTitan) === player;
  const shown = revealed !== null && revealed === player;
  const seat = game.titans.findIndex((x) => x.id === titan);
  const teamIdx = game.teams ? game.teams.findIndex((tm) => tm.includes(seat)) : -1;
  const playerName = nameOfPlayer(names, player);
  const facts = useFactTexts(titan);
  const moreId = `titan-more-${titan}`;
  const lap: Lap =
    summary.winner === titan || t.lap > game.laps
      ? { short: tr('play.finished'), full: tr('play.finished'), chip: '✓', lower: tr('table.finishedLower') }
      : boards > 1
        ? {
            short: tr('table.boardShort', { board: t.board, boards }),
            full: tr('play.boardOf', { board: t.board, boards }),
            // "B2" would read as a space's name: a Grand Slam's board is said in the details only.
            chip: null,
            lower: tr('table.boardOfLower', { board: t.board, boards }),
          }
        : {
            short: tr('table.lapShort', { lap: t.lap, laps: game.laps }),
            full: tr('play.lapOf', { lap: t.lap, laps: game.laps }),
            chip: game.laps > 1 ? tr('table.lapChip', { lap: t.lap }) : null,
            lower: tr('table.lapOfLower', { lap: t.lap, laps: game.laps }),
          };

  return (
    <section
      className={`titan-panel${isActive ? ' titan-panel--active' : ''}${t.ko ? ' titan-panel--ko' : ''}${open ? ' titan-panel--open' : ''}`}
      data-titan-panel={titan}
      aria-label={`${meta.name} (${playerName})`}
      style={{ '--titan': meta.colour } as React.CSSProperties}
    >
      <button
        type="button"
        className="titan-head"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={onToggle}
        title={tr('table.chipMore', { titan: meta.name })}
      >
        <TitanSwatch titan={titan} />
        <span className="titan-names">
          <strong>{meta.name}</strong>
          <span className="titan-player">
            {playerName}
            {bot && ` · ${botLabel(bot)}`}
            {teamIdx >= 0 && ` · ${tr('setup.teamLower', { n: teamIdx + 1 })}`}
          </span>
        </span>
        {isActive && <span className="badge badge--turn">{tr('play.playing')}</span>}
        {t.ko && <span className="badge badge--ko">{tr('play.ko')}</span>}
      </button>
      <TitanFacts titan={titan} lap={lap} />
      {open && (
        <div className="titan-more" id={moreId}>
          {/* Named again for the phone, where the details are a sheet away from the chip. */}
          <p className="titan-more-name">
            <strong>{meta.name}</strong> ({playerName})
          </p>
          {/* On a phone the chip is one tap target: its facts' meanings are said here. */}
          <p className="titan-more-facts">
            {facts.life} {facts.draft && `${facts.draft} `}
            {facts.die} {facts.cards}
          </p>
          {/* Where it stands and on which lap, at every size: a space alone does not say who leads. */}
          <p className="titan-space">
            {tr('table.whereLap', {
              where: t.space
                ? tr('play.onSpace', { space: `${boards > 1 ? `${t.board}:` : ''}${t.space}` })
                : tr('play.notOnBoard'),
              lap: lap.lower,
            })}
          </p>
          <div className={`ability${t.abilityUsed ? ' ability--used' : ''}`}>
            <span className="ability-state">
              {t.abilityUsed ? tr('play.abilityUsed') : tr('play.abilityUp')}
            </span>
            <strong>{tr('play.abilityName', { name: meta.abilityName })}</strong> <span>{meta.ability}</span>
          </div>
          <div className="hand">
            <span>
              {t.hand.length === 0 ? tr('play.noCards') : tr('play.handCount', { n: t.hand.length })}
              {t.hand.length > 0 && !shown && ` ${tr('play.faceDown')}`}
            </span>
            {mine && !bot && !summary.winner && t.hand.length > 0 && !shown && (
              <button type="button" className="btn btn--small" onClick={reveal}>
                {tr('play.showCards')}
              </button>
            )}
            {shown && t.hand.length > 0 && (
              <>
                <button type="button" className="btn btn--small btn--quiet" onClick={hide}>
                  {tr('play.hideCards')}
                </button>
                <ul className="cards">
                  {t.hand.map((c, i) => (
                    <CardView key={`${c}${i}`} card={c} />
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
