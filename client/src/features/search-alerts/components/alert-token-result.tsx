import { useEffect, useRef } from "react";
import { Link, useSearch } from "wouter";
import { CircleAlert, CircleCheck } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useAlertToken } from "../api/use-search-alerts";

const copy = {
  pending: { confirm: "Suchauftrag wird bestätigt...", unsubscribe: "Sie werden abgemeldet..." },
  missing: "Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus der E-Mail.",
  list: "Zur Immobilienliste",
};

/**
 * Sends the token from the link once (POST; a second render does not send it again) and shows
 * the server's German answer: done, or why the link no longer works.
 */
export function AlertTokenResult({ action }: { action: "confirm" | "unsubscribe" }) {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const send = useAlertToken(action);
  const sentFor = useRef<string | null>(null);
  const { mutate } = send;
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const failed = !token || send.isError;
  const message = !token ? copy.missing : send.isError ? errorMessage(send.error) : send.data?.message;
  return (
    <div className="container-page pb-[clamp(3.5rem,2.25rem+5vw,7rem)]">
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid gap-5">
          {!message ? (
            <Spinner label={copy.pending[action]} />
          ) : (
            <p className="flex gap-3 text-base leading-relaxed" role={failed ? "alert" : "status"}>
              {failed ? (
                <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-destructive" />
              ) : (
                <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
              )}
              <span>{message}</span>
            </p>
          )}
          <Link href="/properties" className={buttonClasses({ variant: "outline", className: "justify-self-start" })}>
            {copy.list}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
