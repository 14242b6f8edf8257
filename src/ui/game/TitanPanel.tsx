// One Titan's panel: Life gauge, lap (or board), space, K.O., die on its board, ability card, cards held.
import { TitanSwatch } from './TitanSwatch';
import type { CardId, TitanId } from '../../engine/types';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { CARD_META, cardName, TITANS } from '../meta';
import { Die } from './Die';
import { useT } from '../../i18n/useT';
import { botLabel } from './botLabel';

export function LifeGauge({ life, max }: { life: number; max: number }) {
  const tr = useT();
  const cells = [];
  for (let i = 0; i < max; i++)
    cells.push(<span key={i} className={`life-cell${i < life ? ' life-cell--on' : ''}`} />);
  return (
    <div
      className="life"
      role="meter"
      aria-label={tr('play.life')}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={life}
      title={tr('play.lifeOf', { life, max })}
    >
      <span className="life-cells" aria-hidden="true">
        {cells}
      </span>
      <span className="life-text">{tr('play.lifeShort', { n: life, life, max })}</span>
    </div>
  );
}

export function CardView({ card, actions }: { card: CardId; actions?: React.ReactNode }) {
  const names = useGame((s) => s.game?.setup.options?.cardNames);
  const m = CARD_META[card];
  const tr = useT();
  return (
    <li className={`card card--${m.when === 'reaction' ? 'reaction' : 'turn'}`} data-card={card}>
      <strong>{cardName(card, names)}</strong>{' '}
      <span className="card-when">
        ({m.when === 'reaction' ? tr('play.whenReaction') : tr('play.whenOwnTurn')})
      </span>
      <span className="card-text">{m.text}</span>
      {actions && <span className="card-actions">{actions}</span>}
    </li>
  );
}

export function TitanPanel({ titan }: { titan: TitanId }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const names = useGame((s) => s.names);
  const revealed = useGame((s) => s.ui.revealed);
  const draft = useGame((s) => s.ui.draft);
  const bot = useGame((s) => s.bots[titan]);
  const setDraft = useGame((s) => s.setDraft);
  const perform = useGame((s) => s.perform);
  const reveal = useGame((s) => s.reveal);
  const hide = useGame((s) => s.hide);
  const tr = useT();
  const t = summary.titans[titan]!;
  const meta = TITANS[titan];
  const player = playerOfTitan(game, titan);
  const isActive = summary.active === titan && !summary.winner;
  const boards = game.course.boards;
  const deciderTitan = summary.pending ? summary.pending.titan : summary.active;
  const decidersPlayer = playerOfTitan(game, deciderTitan);
  const mine = decidersPlayer === player;
  const shown = revealed !== null && revealed === player;
  const canAbility = isActive && legal.some((a) => a.type === 'ability');
  const abilityDraft = draft?.mode === 'ability';
  const seat = game.titans.findIndex((x) => x.id === titan);
  const maxLife = game.titans[seat].maxLife;
  const teamIdx = game.teams ? game.teams.findIndex((tm) => tm.includes(seat)) : -1;

  const cardActions = (card: CardId) => {
    if (!isActive || summary.pending) return null;
    const canPlay = legal.some((a) => a.type === 'playBonus' && a.card === card);
    const canDiscard = legal.some((a) => a.type === 'discardBonus' && a.card === card);
    if (!canPlay && !canDiscard) return null;
    return (
      <>
        {canPlay && (
          <button type="button" className="btn btn--small" onClick={() => setDraft('bonus', card)}>
            {tr('play.playCard')}
          </button>
        )}
        {canDiscard && (
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={() => perform({ type: 'discardBonus', card })}
          >
            {tr('play.discardCard')}
          </button>
        )}
      </>
    );
  };

  return (
    <section
      className={`titan-panel${isActive ? ' titan-panel--active' : ''}${t.ko ? ' titan-panel--ko' : ''}`}
      data-titan-panel={titan}
      aria-label={`${meta.name} (${names[player] ?? tr('setup.defaultName', { n: player + 1 })})`}
      style={{ '--titan': meta.colour } as React.CSSProperties}
    >
      <header className="titan-head">
        <TitanSwatch titan={titan} />
        <span className="titan-names">
          <strong>{meta.name}</strong>
          <span className="titan-player">
            {names[player] ?? tr('setup.defaultName', { n: player + 1 })}
            {bot && ` · ${botLabel(bot)}`}
            {teamIdx >= 0 && ` · ${tr('setup.teamLower', { n: teamIdx + 1 })}`}
          </span>
        </span>
        {isActive && <span className="badge badge--turn">{tr('play.playing')}</span>}
        {t.ko && <span className="badge badge--ko">{tr('play.ko')}</span>}
      </header>
      <LifeGauge life={t.life} max={maxLife} />
      <div className="titan-facts">
        <span>
          {summary.winner === titan || t.lap > game.laps
            ? tr('play.finished')
            : boards > 1
              ? tr('play.boardOf', { board: t.board, boards })
              : tr('play.lapOf', { lap: t.lap, laps: game.laps })}
        </span>
        <span>
          {t.space
            ? tr('play.onSpace', { space: `${boards > 1 ? `${t.board}:` : ''}${t.space}` })
            : tr('play.notOnBoard')}
        </span>
        <span className="titan-die">
          {tr('play.die')} {t.die ? <Die face={t.die} size={26} /> : <em>{tr('play.noDie')}</em>}
        </span>
      </div>
      <div className={`ability${t.abilityUsed ? ' ability--used' : ''}`} title={meta.ability}>
        <span className="ability-state">{t.abilityUsed ? tr('play.abilityUsed') : tr('play.abilityUp')}</span>
        <strong>{tr('play.abilityName', { name: meta.abilityName })}</strong> <span>{meta.ability}</span>
        {isActive && !bot && (
          <button
            type="button"
            className="btn btn--small"
            disabled={!canAbility}
            aria-pressed={abilityDraft}
            onClick={() => setDraft(abilityDraft ? null : 'ability')}
            title={canAbility ? meta.ability : tr('play.abilityNotNow')}
          >
            {abilityDraft ? tr('play.cancelAbility') : tr('play.useAbility')}
          </button>
        )}
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
                <CardView key={`${c}${i}`} card={c} actions={cardActions(c)} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
