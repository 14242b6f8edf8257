// The in-app rules reference: short, with the same pictures as the board and the dice.
import { TitanSwatch } from './TitanSwatch';
import { useEffect, useRef } from 'react';
import { CARD_IDS, ELEMENTS, FACES, TITAN_IDS } from '../../engine/types';
import { ElementIcon, TrapIcon } from '../board/icons';
import { CARD_META, ELEMENT_META, FACE_META, TITANS } from '../meta';
import { DieFace } from './Die';
import { useT } from '../../i18n/useT';
import './rules.css';
import '../../i18n/tableMessages';

function RulesContent() {
  const t = useT();
  return (
    <div className="rules">
      <section>
        <h3>{t('rules.goalTitle')}</h3>
        <p>{t('rules.goal')}</p>
      </section>
      <section>
        <h3>{t('rules.turnTitle')}</h3>
        <ol>
          <li>{t('rules.turnDraft')}</li>
          <li>{t('rules.turnFace')}</li>
          <li>{t('rules.turnEnter')}</li>
          <li>{t('rules.turnActions')}</li>
          <li>{t('rules.turnEnd')}</li>
        </ol>
      </section>
      <section>
        <h3>{t('rules.facesTitle')}</h3>
        <ul className="rules-list">
          {FACES.map((f) => (
            <li key={f}>
              <DieFace face={f} size={32} />
              {/* One flex item: the list's gap would otherwise part the name from its colon ("Red :"). */}
              <span>
                <strong>{FACE_META[f].label}</strong>
                {t('rules.colon')}
                {FACE_META[f].action}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('rules.pushTitle')}</h3>
        <p>{t('rules.push')}</p>
      </section>
      <section>
        <h3>{t('rules.spacesTitle')}</h3>
        <ul className="rules-list">
          {ELEMENTS.map((e) => (
            <li key={e}>
              <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
                <circle r={14} fill={ELEMENT_META[e].fill} stroke="#999" />
                <ElementIcon element={e} />
              </svg>
              <span>{ELEMENT_META[e].description}</span>
            </li>
          ))}
          <li>
            <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
              <TrapIcon />
            </svg>
            <span>{t('rules.trap')}</span>
          </li>
        </ul>
      </section>
      <section>
        <h3>{t('rules.titansTitle')}</h3>
        <ul className="rules-list">
          {TITAN_IDS.map((id) => (
            <li key={id}>
              <TitanSwatch titan={id} />
              <span>
                <strong>{TITANS[id].name}</strong>{' '}
                {t('rules.titanLine', {
                  face: FACE_META[TITANS[id].face].label.toLocaleLowerCase(),
                  rider: TITANS[id].rider,
                  ability: TITANS[id].abilityName,
                  text: TITANS[id].ability,
                })}
              </span>
            </li>
          ))}
        </ul>
        <p>{t('rules.abilities')}</p>
      </section>
      <section>
        <h3>{t('rules.cardsTitle')}</h3>
        <p>{t('rules.cards')}</p>
        <ul className="rules-list">
          {CARD_IDS.map((c) => (
            <li key={c}>
              <span>
                <strong>{CARD_META[c].name}</strong>{' '}
                {t('rules.cardLine', { when: CARD_META[c].whenLabel, text: CARD_META[c].text })}
              </span>
            </li>
          ))}
        </ul>
        <p>{t('rules.reactionCall')}</p>
      </section>
      <section>
        <h3>{t('rules.variantsTitle')}</h3>
        <ul className="rules-list">
          <li>{t('rules.grandSlam')}</li>
          <li>{t('rules.twoPlayers')}</li>
          <li>{t('rules.teams')}</li>
        </ul>
      </section>
    </div>
  );
}

export function RulesDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="rules-title" onClick={onClose}>
      <div className="overlay-box overlay-box--wide" onClick={(e) => e.stopPropagation()}>
        {/* A div, not a <header>: inside the page a header is a second banner landmark. */}
        <div className="overlay-head">
          <h2 id="rules-title">{t('rules.title')}</h2>
          <button ref={ref} type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
        <RulesContent />
      </div>
    </div>
  );
}
