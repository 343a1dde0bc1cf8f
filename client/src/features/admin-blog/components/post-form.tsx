import { useState } from "react";
import { useLocation } from "wouter";
import { Eye, PencilLine } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BlogPost } from "@shared/contracts/blog";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { usePostForm } from "../hooks/use-post-form";
import { isPostFormTab } from "../lib/post-form";
import { CoverImageField } from "./cover-image-field";
import { DeletePostDialog, type PostToDelete } from "./delete-post-dialog";
import { PostFormActions } from "./post-form-actions";
import { PostMainFields } from "./post-main-fields";
import { PostPreview } from "./post-preview";
import { PostPublishField } from "./post-publish-field";

const copy = {
  formNew: "Neuer Beitrag",
  formEdit: "Beitrag bearbeiten",
  tabs: "Ansicht",
  edit: "Bearbeiten",
  preview: "Vorschau",
};

/** Create or edit a post: tabs Bearbeiten / Vorschau over one form. */
export function PostForm({ post }: { post?: BlogPost }) {
  const { form, tab, setTab, onSubmit, isEdit, pending } = usePostForm(post);
  const [toDelete, setToDelete] = useState<PostToDelete | null>(null);
  const [, navigate] = useLocation();

  return (
    <form noValidate onSubmit={onSubmit} aria-label={isEdit ? copy.formEdit : copy.formNew}>
      <UnsavedChangesGuard active={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <Tabs value={tab} onValueChange={(value) => isPostFormTab(value) && setTab(value)}>
        <TabsList aria-label={copy.tabs}>
          <TabsTrigger value="edit">
            <PencilLine aria-hidden />
            {copy.edit}
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Eye aria-hidden />
            {copy.preview}
          </TabsTrigger>
        </TabsList>
        {/* forceMount: the fields stay registered (and focusable for errors) while the preview shows. */}
        <TabsContent value="edit" forceMount>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <Card className="p-5 sm:p-7">
              <PostMainFields form={form} savedSlug={post?.slug} published={post?.published ?? false} />
            </Card>
            <div className="grid gap-6">
              <Card className="p-5">
                <PostPublishField control={form.control} />
              </Card>
              <Card className="p-5">
                <CoverImageField control={form.control} />
              </Card>
            </div>
          </div>
        </TabsContent>
        <TabsContent value="preview">
          <PostPreview values={form.getValues()} postId={post?.id} createdAt={post?.createdAt} />
        </TabsContent>
      </Tabs>
      <PostFormActions
        isEdit={isEdit}
        pending={pending}
        onDelete={post ? () => setToDelete({ id: post.id, title: post.title }) : undefined}
      />
      <DeletePostDialog post={toDelete} onClose={() => setToDelete(null)} onDeleted={() => navigate("/blog")} />
    </form>
  );
}
