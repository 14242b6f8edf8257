import { CircuitEditor } from '../editor/CircuitEditor';

/** '#/editor' (and '#/editor?c=<compressed circuit>' for a shared link): the circuit editor. */
export function EditorPage() {
  return <CircuitEditor />;
}
