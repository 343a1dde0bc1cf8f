import { useMemo, useState } from "react";
import type { CsvPreviewRow } from "../lib/csv-preview";

export const PREVIEW_PAGE_SIZE = 100;

/** Which preview rows are on screen: optionally only those with errors, 100 more per click. */
export function usePreviewRows(rows: CsvPreviewRow[]) {
  const [onlyErrors, setOnlyErrorsState] = useState(false);
  const [limit, setLimit] = useState(PREVIEW_PAGE_SIZE);
  const filtered = useMemo(() => (onlyErrors ? rows.filter((row) => row.errors.length > 0) : rows), [rows, onlyErrors]);
  return {
    onlyErrors,
    setOnlyErrors: (value: boolean) => {
      setOnlyErrorsState(value);
      setLimit(PREVIEW_PAGE_SIZE);
    },
    shown: filtered.slice(0, limit),
    total: filtered.length,
    showMore: () => setLimit((current) => current + PREVIEW_PAGE_SIZE),
  };
}
