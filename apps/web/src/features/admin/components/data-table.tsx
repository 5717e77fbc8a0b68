import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { es } from '../../../i18n/es';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  caption: string;
  /** The first column names the row: on phones it becomes the card's title. */
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  /** Dims the rows while a new filter's first page loads. */
  stale?: boolean;
};

/** A table on wide screens; on phones, one card per row with the same cells labelled. */
export function DataTable<T>({ caption, columns, rows, rowKey, actions, stale }: DataTableProps<T>) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [first, ...rest] = columns;
  if (!first) return null;

  if (!wide) {
    return (
      <ul aria-label={caption} className={cn('flex flex-col gap-3', stale && 'opacity-60')}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="text-sm font-semibold text-gray-900">{first.cell(row)}</div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-gray-500">{column.header}</dt>
                  <dd className="min-w-0 text-gray-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={cn('overflow-x-auto', stale && 'opacity-60')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-3', column.className)}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-3 text-right">
                {es.adminArea.common.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className={cn('px-3 py-3 font-normal', column.className)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cn('px-3 py-3 text-gray-800', column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actions ? (
                <td className="px-3 py-3">
                  <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
