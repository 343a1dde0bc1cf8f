import { useRef } from "react";
import { isStoredMediaPath } from "@shared/media-variants";
import { useController, type Control } from "react-hook-form";
import { ImageUp, LoaderCircle, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCoverUpload } from "../hooks/use-cover-upload";
import type { PostFormValues } from "../lib/post-form";

const copy = {
  legend: "Titelbild",
  url: "Bild-URL",
  urlPlaceholder: "https://…",
  urlHint: "Optional. Ohne Titelbild zeigt der Blog eine passende Illustration.",
  uploaded: "Hochgeladenes Bild – wird beim Speichern übernommen.",
  stored: "Gespeichertes Titelbild.",
  upload: "Bild hochladen",
  replace: "Anderes Bild hochladen",
  reading: "Bild wird verarbeitet...",
  remove: "Titelbild entfernen",
  preview: "Vorschau des Titelbilds",
};

/** What the field holds: nothing, a typed URL, a fresh upload (data URL) or a cover stored earlier. */
function coverKind(value: string): "none" | "url" | "upload" | "stored" {
  if (value === "") return "none";
  if (value.startsWith("data:")) return "upload";
  return isStoredMediaPath(value) ? "stored" : "url";
}

/** Cover: an http(s) URL or an uploaded file (as a data URL), with a preview and a remove button. */
export function CoverImageField({ control }: { control: Control<PostFormValues> }) {
  const {
    field: { ref, name, value: stored, onChange, onBlur },
    fieldState,
  } = useController({ control, name: "coverImage" });
  const value = stored ?? "";
  const fileInput = useRef<HTMLInputElement>(null);
  const cover = useCoverUpload((dataUrl) => onChange(dataUrl));
  const kind = coverKind(value);
  const showPreview = kind === "upload" || kind === "stored" || /^https?:\/\/\S+$/i.test(value);

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-base font-semibold text-foreground">{copy.legend}</legend>
      {showPreview && (
        <div className="relative overflow-hidden rounded-lg border border-border bg-muted">
          <img src={value} alt={copy.preview} className="aspect-video w-full object-cover" />
          <Button
            variant="secondary"
            size="icon"
            aria-label={copy.remove}
            title={copy.remove}
            className="absolute right-2 top-2 shadow-sm"
            onClick={() => onChange("")}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
      {kind === "upload" || kind === "stored" ? (
        <p className="text-sm text-muted-foreground">{kind === "upload" ? copy.uploaded : copy.stored}</p>
      ) : (
        <FormField label={copy.url} hint={copy.urlHint} error={fieldState.error?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder={copy.urlPlaceholder}
            name={name}
            ref={ref}
            value={value}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      )}
      <div className="grid gap-2">
        {/* Opened by the button below; hidden, so screen readers meet the button only. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void cover.upload(file);
          }}
        />
        <Button
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={cover.state.status === "reading"}
          className="justify-self-start"
        >
          {cover.state.status === "reading" ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <ImageUp aria-hidden />
          )}
          {cover.state.status === "reading"
            ? copy.reading
            : kind === "none" || kind === "url"
              ? copy.upload
              : copy.replace}
        </Button>
        {cover.state.status === "error" && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {cover.state.message}
          </p>
        )}
        {kind !== "none" && kind !== "url" && fieldState.error && (
          <p className="text-sm font-medium text-destructive">{fieldState.error.message}</p>
        )}
      </div>
    </fieldset>
  );
}
