import { FileArchive, FileJson, FileSpreadsheet } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CsvImportPanel } from "./csv-import-panel";
import { JsonImportPanel } from "./json-import-panel";
import { ZipImportPanel } from "./zip-import-panel";

/** The three import ways; panels stay mounted so a chosen file or typed JSON survives a tab switch. */
export function ImportTabs() {
  return (
    <Tabs defaultValue="json">
      <TabsList aria-label="Importformat">
        <TabsTrigger value="json">
          <FileJson aria-hidden />
          JSON
        </TabsTrigger>
        <TabsTrigger value="csv">
          <FileSpreadsheet aria-hidden />
          CSV
        </TabsTrigger>
        <TabsTrigger value="zip">
          <FileArchive aria-hidden />
          ZIP
        </TabsTrigger>
      </TabsList>
      <TabsContent value="json" forceMount>
        <JsonImportPanel />
      </TabsContent>
      <TabsContent value="csv" forceMount>
        <CsvImportPanel />
      </TabsContent>
      <TabsContent value="zip" forceMount>
        <ZipImportPanel />
      </TabsContent>
    </Tabs>
  );
}
