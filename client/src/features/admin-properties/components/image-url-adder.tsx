import { useId, useState, type KeyboardEvent } from "react";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { isHttpUrl, type ImageListKind } from "../lib/image-list";

/** Adds a picture by its web address (http or https only). Not a nested <form>: Enter adds instead of saving. */
export function ImageUrlAdder({
  onAdd,
  full,
  kind,
}: {
  onAdd: (url: string) => void;
  full: boolean;
  kind: ImageListKind;
}) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();
  const id = useId();

  const add = () => {
    if (full) return setError(`Maximal ${kind.max} ${kind.many} erlaubt. Entfernen Sie zuerst ${kind.oneAccusative}.`);
    if (!isHttpUrl(url)) return setError("Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.");
    onAdd(url.trim());
    setUrl("");
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField id={id} label={`${kind.one} per URL hinzufügen`} error={error} className="flex-1">
        <Input
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </FormField>
      <Button variant="outline" onClick={add} className="sm:mt-7">
        <Link2 aria-hidden />
        Hinzufügen
      </Button>
    </div>
  );
}
