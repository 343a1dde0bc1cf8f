import { useState, type KeyboardEvent } from "react";
import { useFormContext } from "react-hook-form";
import { Plus, UserRound, X } from "lucide-react";
import { MAX_ROOMMATES } from "@shared/validation/application";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { RoommatesApi } from "../../hooks/use-roommates";
import type { ApplicationFormValues } from "../../lib/form-values";
import { StepIntro } from "./step-intro";

const copy = {
  intro:
    "Ziehen weitere Personen mit Ihnen ein? Fügen Sie sie hier hinzu. Wenn Sie allein einziehen, gehen Sie einfach weiter.",
  label: "Name der Person",
  hint: `Vor- und Nachname; bis zu ${MAX_ROOMMATES} Personen.`,
  add: "Hinzufügen",
  remove: "Entfernen",
  listLabel: "Mitbewohner",
  none: "Noch keine Mitbewohner hinzugefügt.",
  added: (name: string) => `${name} hinzugefügt.`,
  removed: (name: string) => `${name} entfernt.`,
};

/** Step 4: 'Hinzufügen' (or Enter) adds a trimmed, non-empty name; 'Entfernen' removes one. */
export function RoommatesStep({ roommates }: { roommates: RoommatesApi }) {
  const { register, setFocus, formState } = useFormContext<ApplicationFormValues>();
  const [announcement, setAnnouncement] = useState("");

  const add = () => {
    const name = roommates.add();
    if (name) setAnnouncement(copy.added(name));
    setFocus("roommateName");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter adds the name; it does not submit the form
    add();
  };
  const remove = (index: number) => {
    const name = roommates.remove(index);
    if (name) setAnnouncement(copy.removed(name));
    setFocus("roommateName");
  };

  return (
    <div className="grid gap-6">
      <StepIntro>{copy.intro}</StepIntro>
      <FormField
        label={copy.label}
        hint={copy.hint}
        error={formState.errors.roommateName?.message ?? formState.errors.roommates?.message}
      >
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              autoComplete="off"
              enterKeyHint="done"
              onKeyDown={onKeyDown}
              {...control}
              {...register("roommateName")}
            />
            <Button variant="secondary" size="md" onClick={add} disabled={roommates.isFull} className="sm:w-auto">
              <Plus aria-hidden />
              {copy.add}
            </Button>
          </div>
        )}
      </FormField>

      <div>
        <h3 className="text-sm font-semibold text-foreground">
          {copy.listLabel} ({roommates.roommates.length})
        </h3>
        {roommates.roommates.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{copy.none}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {roommates.roommates.map((name, index) => (
              <li
                key={`${index}-${name}`}
                className="flex items-center gap-3 rounded-lg border border-border bg-muted/50 py-1.5 pl-4 pr-1.5"
              >
                <UserRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 break-words font-medium">{name}</span>
                <Button
                  variant="ghost"
                  aria-label={`${copy.remove}: ${name}`}
                  onClick={() => remove(index)}
                  className="text-destructive hover:bg-destructive/10"
                >
                  <X aria-hidden />
                  {copy.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
