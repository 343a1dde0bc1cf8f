import { FileArchive, FileCode, FileDown, FileJson, FileSpreadsheet } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CsvImportPanel } from "./csv-import-panel";
import { JsonImportPanel } from "./json-import-panel";
import { ZipImportPanel } from "./zip-import-panel";
import { OpenimmoExportPanel } from "./openimmo-export-panel";
import { OpenimmoImportPanel } from "./openimmo-import-panel";

const formats = [
  { value: "json", label: "JSON", icon: FileJson, Panel: JsonImportPanel },
  { value: "csv", label: "CSV", icon: FileSpreadsheet, Panel: CsvImportPanel },
  { value: "zip", label: "ZIP", icon: FileArchive, Panel: ZipImportPanel },
  { value: "openimmo", label: "OpenImmo", icon: FileCode, Panel: OpenimmoImportPanel },
  { value: "export", label: "Export", icon: FileDown, Panel: OpenimmoExportPanel },
];

/** The three import ways; panels stay mounted so a chosen file or typed JSON survives a tab switch. */
export function ImportTabs() {
  return (
    <Tabs defaultValue="json">
      <TabsList aria-label="Importformat">
        {formats.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {formats.map(({ value, Panel }) => (
        <TabsContent key={value} value={value} forceMount>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
