// Imported (for its effect) by every module that shows the table's, the log's or the rules' words, so they
// are in the English catalogue before anything renders them, without weighing on the first page.
import { addEnglish } from './index';
import { tableEn } from './parts/tableEn';

addEnglish(tableEn);
