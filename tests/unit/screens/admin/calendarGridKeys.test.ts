import { describe, expect, it } from 'vitest';
import { cellKey, moveInGrid, type GridRow } from '../../../../src/screens/admin/ratesCalendar/calendarCells';

// docs/product.md §12.12: in the calendar's grid the arrows move a cell at a time (left / right a
// day, up / down a row, across the categories as drawn), Home / End to the row's ends; at an edge
// nothing moves; other keys (Enter, Space) are the cell's own.
const rows: GridRow[] = [
  { kind: 'category', categoryId: 2, field: 'min_stay' },
  { kind: 'price', categoryId: 2, planId: 1 },
  { kind: 'category', categoryId: 3, field: 'stop_sell' },
];
const days = ['2027-06-01', '2027-06-02', '2027-06-03'];
const at = (row: number, day: number) => cellKey(rows[row], days[day]);

describe('arrow keys in the calendar grid', () => {
  it('moves a day left or right and a row up or down, into the next category', () => {
    expect(moveInGrid(rows, days, at(0, 1), 'ArrowRight')).toBe(at(0, 2));
    expect(moveInGrid(rows, days, at(0, 1), 'ArrowLeft')).toBe(at(0, 0));
    expect(moveInGrid(rows, days, at(1, 1), 'ArrowDown')).toBe(at(2, 1));
    expect(moveInGrid(rows, days, at(1, 1), 'ArrowUp')).toBe(at(0, 1));
  });

  it('jumps to the row’s first and last day with Home and End', () => {
    expect(moveInGrid(rows, days, at(1, 1), 'Home')).toBe(at(1, 0));
    expect(moveInGrid(rows, days, at(1, 1), 'End')).toBe(at(1, 2));
  });

  it('stays put at the edges and leaves other keys to the cell', () => {
    expect(moveInGrid(rows, days, at(0, 0), 'ArrowLeft')).toBeNull();
    expect(moveInGrid(rows, days, at(0, 0), 'ArrowUp')).toBeNull();
    expect(moveInGrid(rows, days, at(2, 2), 'ArrowRight')).toBeNull();
    expect(moveInGrid(rows, days, at(2, 2), 'ArrowDown')).toBeNull();
    expect(moveInGrid(rows, days, at(1, 1), 'Enter')).toBeNull();
  });
});
