import { useState, type FormEvent } from "react";
import { Download, Trash2 } from "lucide-react";
import { formatCount } from "@shared/format";
import { emailRule } from "@shared/validation/contact";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useEraseApplicantData, useExportApplicantData } from "../api/applicant-data";

/** Access (Art. 15) and erasure (Art. 17) requests of an applicant, by e-mail address. */
export function ApplicantRights() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [confirm, setConfirm] = useState(false);
  const exportData = useExportApplicantData();
  const erase = useEraseApplicantData();

  const checked = () => {
    const result = emailRule().safeParse(email);
    setError(result.success ? undefined : result.error.issues[0]?.message);
    return result.success ? result.data : undefined;
  };
  const onExport = (event: FormEvent) => {
    event.preventDefault();
    const address = checked();
    if (!address) return;
    exportData.mutate(address, {
      onSuccess: () => toast({ title: "Auskunft erstellt", description: "Die JSON-Datei wurde gespeichert." }),
      onError: (e) => toast({ variant: "destructive", title: "Export fehlgeschlagen", description: errorMessage(e) }),
    });
  };
  const onErase = () => {
    const address = checked();
    if (!address) return setConfirm(false);
    erase.mutate(address, {
      onSuccess: (counts) => {
        setConfirm(false);
        toast({
          title: "Daten gelöscht",
          description: `${formatCount(counts.applications, "Bewerbung", "Bewerbungen")} mit Dokumenten, ${formatCount(counts.contactMessages, "Nachricht", "Nachrichten")}, ${formatCount(counts.searchAlerts, "Suchauftrag", "Suchaufträge")} und ${formatCount(counts.mails, "weitere E-Mail", "weitere E-Mails")} gelöscht.`,
        });
      },
      onError: (e) => {
        setConfirm(false);
        toast({ variant: "destructive", title: "Löschen fehlgeschlagen", description: errorMessage(e) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Auskunft und Löschung</CardTitle>
        <CardDescription>
          Fragt eine Person, was über sie gespeichert ist (Art. 15 DSGVO), oder verlangt sie die Löschung (Art. 17
          DSGVO): alle Bewerbungen mit Dokumenten und alle Nachrichten zu ihrer E-Mail-Adresse. Beides wird im Protokoll
          vermerkt.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onExport}
          className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-start"
        >
          <FormField label="E-Mail-Adresse der Person" required error={error}>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </FormField>
          <Button type="submit" variant="outline" disabled={exportData.isPending} className="md:mt-7">
            <Download aria-hidden />
            Auskunft als JSON
          </Button>
          <Button
            variant="outline"
            className="text-destructive md:mt-7"
            disabled={erase.isPending}
            onClick={() => checked() && setConfirm(true)}
          >
            <Trash2 aria-hidden />
            Alles löschen
          </Button>
        </form>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title="Alle Daten dieser Person löschen?"
          description={`Alle Bewerbungen mit ihren Dokumenten und alle Nachrichten von ${email} werden endgültig gelöscht.`}
          confirmLabel="Endgültig löschen"
          pending={erase.isPending}
          onConfirm={onErase}
        />
      </CardContent>
    </Card>
  );
}
