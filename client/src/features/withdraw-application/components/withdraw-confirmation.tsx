import { useMutation } from "@tanstack/react-query";
import { CircleCheck, LinkIcon, ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { withdrawApplication } from "@shared/api/endpoints/site";
import { isApiError } from "@/lib/api-client";
import { callApi } from "@/lib/call-api";

const copy = {
  confirmTitle: "Bewerbung zurückziehen?",
  confirmText:
    "Wenn Sie Ihre Bewerbung zurückziehen, löschen wir Ihre Angaben und alle hochgeladenen Unterlagen vollständig. Das lässt sich nicht rückgängig machen.",
  confirm: "Ja, Bewerbung zurückziehen",
  sending: "Wird gelöscht…",
  keep: "Nein, Bewerbung behalten",
  doneTitle: "Ihre Bewerbung wurde zurückgezogen",
  doneText: "Ihre Angaben und Unterlagen sind gelöscht. Wir wünschen Ihnen viel Erfolg bei Ihrer Suche.",
  toListings: "Immobilien ansehen",
  invalidTitle: "Dieser Link ist nicht mehr gültig",
  invalidText:
    "Die Bewerbung wurde bereits zurückgezogen oder gelöscht, oder der Link ist unvollständig. Bei Fragen erreichen Sie uns über das Kontaktformular.",
  toContact: "Kontakt aufnehmen",
  failed: "Das hat leider nicht geklappt. Bitte versuchen Sie es in einem Moment erneut.",
};

function Panel({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: typeof CircleCheck;
  tone: "success" | "warning" | "neutral";
  title: string;
  children: React.ReactNode;
}) {
  const iconTone = { success: "text-success", warning: "text-destructive", neutral: "text-accent-strong" }[tone];
  return (
    <Card className="mx-auto max-w-2xl px-6 py-10 text-center sm:px-12">
      <Icon aria-hidden className={`mx-auto size-12 ${iconTone}`} />
      <h2 className="mt-5 text-h2 text-card-foreground">{title}</h2>
      {children}
    </Card>
  );
}

/** Asks before erasing; then says what happened. An unknown or used link gets a German explanation. */
export function WithdrawConfirmation({ token }: { token: string | null }) {
  const withdraw = useMutation({
    mutationFn: () => callApi(withdrawApplication, { body: { token: token ?? "" } }),
  });
  const invalid =
    !token || (withdraw.isError && isApiError(withdraw.error) && [400, 404].includes(withdraw.error.status));

  if (invalid) {
    return (
      <Panel icon={LinkIcon} tone="neutral" title={copy.invalidTitle}>
        <p className="mx-auto mt-4 max-w-lg text-muted-foreground">{copy.invalidText}</p>
        <Link href="/contact" className={buttonClasses({ size: "lg", className: "mt-8" })}>
          {copy.toContact}
        </Link>
      </Panel>
    );
  }
  if (withdraw.isSuccess) {
    return (
      <Panel icon={CircleCheck} tone="success" title={copy.doneTitle}>
        <p role="status" className="mx-auto mt-4 max-w-lg text-muted-foreground">
          {copy.doneText}
        </p>
        <Link href="/properties" className={buttonClasses({ size: "lg", className: "mt-8" })}>
          {copy.toListings}
        </Link>
      </Panel>
    );
  }
  return (
    <Panel icon={ShieldAlert} tone="warning" title={copy.confirmTitle}>
      <p className="mx-auto mt-4 max-w-lg text-muted-foreground">{copy.confirmText}</p>
      {withdraw.isError && (
        <p role="alert" className="mx-auto mt-4 max-w-lg font-medium text-destructive">
          {copy.failed}
        </p>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="destructive" size="lg" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
          {withdraw.isPending ? copy.sending : copy.confirm}
        </Button>
        <Link href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {copy.keep}
        </Link>
      </div>
    </Panel>
  );
}
