// The headings of the affordability planner's census table: the row number, then each column's
// words, which name the table's fields (aria-labelledby). The server renders them over an empty
// table, and the table of rows, loaded with them, under the same ids.
import words from 'virtual:ui/affordabilityPlanner';
import { CENSUS_COLUMNS } from '~/lib/censusCells';

/** The table's head; `id` is the planner's. */
export default function CensusHead({ id }: { id: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{words.row}</th>
        {CENSUS_COLUMNS.map((c) => (
          <th key={c} id={`${id}-h-${c}`} scope="col">
            {words.columns[c]}
          </th>
        ))}
        <td />
      </tr>
    </thead>
  );
}
