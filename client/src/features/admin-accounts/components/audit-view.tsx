import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { auditActionKeys, auditActions, type AuditAction } from "@shared/audit-actions";
import { formatDateTime } from "@shared/format";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterBar } from "@/components/ui/filter-fields";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { LoadError, LoadingBlock } from "@/components/ui/load-states";
import { useAccounts } from "../api/use-accounts";
import { useAudit } from "../api/use-audit";
import { emptyAuditFilter, pageInfo, type AuditFilterState } from "../lib/audit-filter";

const actionLabel = (action: string) => auditActions[action as AuditAction] ?? action;

/** The audit trail: filters (person, action, period), the entries newest first, and paging. */
export function AuditView() {
  const [filter, setFilter] = useState<AuditFilterState>(emptyAuditFilter);
  const { data: accounts } = useAccounts();
  const audit = useAudit(filter);
  const change = (patch: Partial<AuditFilterState>) => setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const info = audit.data ? pageInfo(audit.data.total, audit.data.page, audit.data.pageSize) : undefined;

  return (
    <div className="grid gap-6">
      <FilterBar
        label="Protokoll filtern"
        className="sm:grid-cols-2 xl:grid-cols-[1fr_1.3fr_1fr_1fr_auto] xl:items-end"
      >
        <FormField label="Person">
          <NativeSelect value={filter.actor} onChange={(e) => change({ actor: e.target.value })}>
            <option value="">Alle Personen</option>
            {accounts?.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.username}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Aktion">
          <NativeSelect
            value={filter.action}
            onChange={(e) => change({ action: auditActionKeys.find((k) => k === e.target.value) ?? "" })}
          >
            <option value="">Alle Aktionen</option>
            <EnumOptions values={auditActionKeys} labels={auditActions} />
          </NativeSelect>
        </FormField>
        <FormField label="Von">
          <Input type="date" value={filter.from} onChange={(e) => change({ from: e.target.value })} />
        </FormField>
        <FormField label="Bis">
          <Input type="date" value={filter.to} onChange={(e) => change({ to: e.target.value })} />
        </FormField>
        <Button variant="outline" onClick={() => setFilter(emptyAuditFilter)}>
          Zurücksetzen
        </Button>
      </FilterBar>

      {audit.isPending ? (
        <LoadingBlock label="Protokoll wird geladen..." />
      ) : audit.isError ? (
        <LoadError
          title="Protokoll konnte nicht geladen werden"
          description="Bitte versuchen Sie es erneut."
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title="Keine Einträge" description="Für diese Filter gibt es keine Einträge im Protokoll." />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {audit.data.total === 1 ? "1 Eintrag" : `${audit.data.total} Einträge`}
          </p>
          <ol
            aria-label="Protokolleinträge"
            className="divide-y divide-border rounded-xl border border-border bg-card shadow-card"
          >
            {audit.data.entries.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-1 p-4 sm:grid-cols-[10rem_9rem_12rem_minmax(0,1fr)] sm:gap-4 sm:px-6"
              >
                <time dateTime={String(entry.at)} className="text-sm tabular-nums text-muted-foreground">
                  {formatDateTime(entry.at)}
                </time>
                <span className="truncate text-sm font-semibold text-foreground">{entry.actorName}</span>
                <span className="text-sm font-medium text-primary">{actionLabel(entry.action)}</span>
                <span className="text-sm text-foreground [overflow-wrap:anywhere]">{entry.summary}</span>
              </li>
            ))}
          </ol>
          {info && info.pages > 1 && (
            <nav aria-label="Seiten" className="flex items-center justify-between gap-3">
              <Button variant="outline" disabled={!info.hasPrevious} onClick={() => change({ page: filter.page - 1 })}>
                <ChevronLeft aria-hidden />
                Neuere
              </Button>
              <span className="text-sm text-muted-foreground">
                Seite {audit.data.page} von {info.pages}
              </span>
              <Button variant="outline" disabled={!info.hasNext} onClick={() => change({ page: filter.page + 1 })}>
                Ältere
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
