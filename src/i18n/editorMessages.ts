// Imported (for its effect) by every module that shows the circuit editor's words — the editor, the
// circuit library (its storage sentences), the editor's session — so they are in the English catalogue
// before anything renders them, without weighing on the first page.
import { addEnglish } from './index';
import { editorEn } from './parts/editorEn';

addEnglish(editorEn);
