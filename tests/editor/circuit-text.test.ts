// A standard circuit's description follows the page's language, as its name does (play-test: in French a
// copy made in the editor kept the English text): one catalogue key per circuit, English the engine's.
import { afterEach, describe, expect, it } from 'vitest';
import { STANDARD_CIRCUITS, STANDARD_ORDER } from '../../src/engine/circuits';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { shownCircuitDescription, standardDescription } from '../../src/ui/circuitText';
import { fromStandard } from '../../src/editor/model';

afterEach(() => setCatalogue('en', en));

describe('standard circuits’ descriptions', () => {
  it('in English are the engine’s own, for all six', () => {
    expect(STANDARD_ORDER).toHaveLength(6);
    for (const id of STANDARD_ORDER) expect(standardDescription(id)).toBe(STANDARD_CIRCUITS[id].description);
  });

  it('in French are French, one for each circuit', () => {
    setCatalogue('fr', fr);
    const texts = STANDARD_ORDER.map(standardDescription);
    expect(new Set(texts).size).toBe(6);
    for (const [i, id] of STANDARD_ORDER.entries()) {
      expect(texts[i]).not.toBe(STANDARD_CIRCUITS[id].description);
      expect(texts[i]).not.toMatch(/\b(the|and|lightning)\b/);
    }
    expect(standardDescription('deadMansLagoon')).toBe(
      'Des équipages pirates gardent le trésor\u202f: chaque éclair est à un pas d’un équipage qui veut vos cartes.',
    );
  });

  it('a standard circuit’s unchanged description is shown in the page’s language; any other as it is', () => {
    setCatalogue('fr', fr);
    expect(shownCircuitDescription(STANDARD_CIRCUITS.estengaard.description)).toBe(
      standardDescription('estengaard'),
    );
    expect(shownCircuitDescription(STANDARD_CIRCUITS.estengaard.description)).toMatch(
      /^De courtes plaques de glace/,
    );
    expect(shownCircuitDescription('My own words')).toBe('My own words');
    expect(shownCircuitDescription(undefined)).toBeUndefined();
  });

  it('a copy takes the description it is given, else the standard one’s', () => {
    expect(fromStandard('anglieh', 'A', 'Texte').circuit.description).toBe('Texte');
    expect(fromStandard('anglieh').circuit.description).toBe(STANDARD_CIRCUITS.anglieh.description);
  });
});
