import type { ReactNode } from "react";
import { MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { agreeToMaps, useMapConsent } from "./map-consent";

export const mapConsentLabel = (provider: string) => `Karte laden – dabei werden Daten an ${provider} übertragen`;

/**
 * The map only after the visitor agreed: until then a button that says who receives their data.
 * The consent is remembered in the browser and holds for every map of the site.
 */
export function MapConsentGate({
  provider,
  className,
  children,
}: {
  provider: string;
  className?: string;
  children: ReactNode;
}) {
  const agreed = useMapConsent();
  if (agreed) return children;
  return (
    <div
      className={`${className ?? ""} flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-input bg-muted/40 p-6 text-center`}
    >
      <MapPin aria-hidden className="size-8 text-primary" />
      <Button type="button" variant="outline" onClick={agreeToMaps} className="h-auto whitespace-normal py-3">
        {mapConsentLabel(provider)}
      </Button>
      <p className="max-w-prose text-sm text-muted-foreground">
        Erst nach Ihrem Klick lädt Ihr Browser Kartendaten von {provider}; dabei wird Ihre IP-Adresse übertragen. Mehr
        dazu in unserer{" "}
        <a href="/legal#datenschutz" className="font-semibold text-primary underline-offset-4 hover:underline">
          Datenschutzerklärung
        </a>
        .
      </p>
    </div>
  );
}
