// One course of the Batch view: one circuit, or a Grand Slam of three boards.

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
          <input type="radio" checked={!course.slam} onChange={() => setMode(false)} /> One circuit
        </label>
        <label>
          <input type="radio" checked={course.slam} onChange={() => setMode(true)} /> Grand Slam (3 boards)
        </label>
      </div>
      {course.ids.map((id, i) => (
        <label key={i} className="lab-field">
          {course.slam ? `Board ${i + 1}${i === 0 ? ' (bottom)' : i === 2 ? ' (top)' : ''}` : 'Circuit'}
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
