// One course of the Batch view: one circuit, or a Grand Slam of three boards.
import { useT } from '../../i18n/useT';

export interface Course {
  slam: boolean;
  ids: string[]; // 1, or 3 for Grand Slam
}

export function CourseChooser(props: {
  legend: string;
  course: Course;
  onChange: (c: Course) => void;
  options: { id: string; name: string }[];
  testId: string;
}) {
  const t = useT();
  const { course, onChange, options, legend, testId } = props;
  const setMode = (slam: boolean) => {
    const first = course.ids[0] ?? options[0]?.id ?? 'kaldheira';
    onChange({ slam, ids: slam ? [first, course.ids[1] ?? first, course.ids[2] ?? first] : [first] });
  };
  return (
    <fieldset className="lab-course" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="lab-row">
        <label>
          <input type="radio" checked={!course.slam} onChange={() => setMode(false)} /> {t('lab.oneCircuit')}
        </label>
        <label>
          <input type="radio" checked={course.slam} onChange={() => setMode(true)} /> {t('lab.grandSlam')}
        </label>
      </div>
      {course.ids.map((id, i) => (
        <label key={i} className="lab-field">
          {course.slam
            ? t(i === 0 ? 'lab.boardBottom' : i === 2 ? 'lab.boardTop' : 'lab.board', { n: i + 1 })
            : t('lab.circuit')}
          <select
            value={id}
            onChange={(e) => {
              const ids = course.ids.slice();
              ids[i] = e.target.value;
              onChange({ ...course, ids });
            }}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
