import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A column head; `className` may fix its width (e.g. "w-32") in a table-fixed layout. */
export type Column = { label: string; align?: "right"; className?: string };

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground";

type DataTableProps = {
  /** Read by screen readers only. */
  caption: string;
  columns: Column[];
  /** The table's width classes: a minimum ("min-w-[52rem]", scrolling sideways below) or "table-fixed". */
  widthClass: string;
  /** The <tr> rows. */
  children: ReactNode;
};

/** An admin list as a table: bordered card, scrolling sideways when narrow, uppercase column heads. */
export function DataTable({ caption, columns, widthClass, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-card">
      <table className={cn("w-full border-collapse text-sm", widthClass)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn(th, column.align === "right" && "text-right", column.className)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
