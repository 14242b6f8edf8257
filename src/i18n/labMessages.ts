// Imported (for its effect) by every module that shows the lab's words — the lab page, the replay panel
// (also used by a game's replay), the verdict's English — so they are in the English catalogue before
// anything renders them, without weighing on the first page.
import { addEnglish } from './index';
import { labEn } from './parts/labEn';

addEnglish(labEn);
