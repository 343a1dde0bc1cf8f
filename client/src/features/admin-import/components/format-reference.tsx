import type { ReactNode } from "react";
import { Download } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type FormatOverviewProps = {
  /** How the file is laid out. */
  children: ReactNode;
  example: { href: string; fileName: string };
};

/** "Erwartetes Format": how the file is built, with a downloadable example file. */
export function FormatOverview({ children, example }: FormatOverviewProps) {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle as="h2">Erwartetes Format</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
        <a
          href={example.href}
          download={example.fileName}
          className={buttonClasses({ variant: "outline", size: "sm", className: "w-fit" })}
        >
          <Download aria-hidden />
          Beispieldatei {example.fileName}
        </a>
      </CardContent>
    </Card>
  );
}
