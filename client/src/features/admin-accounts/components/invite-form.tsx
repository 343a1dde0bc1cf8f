import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, UserPlus } from "lucide-react";
import { accountRoleLabels, accountRoles } from "@shared/enums";
import { inviteAccountSchema, type InviteAccountInput } from "@shared/validation/accounts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useInviteAccount } from "../api/use-accounts";

/** An owner invites a colleague: the colleague gets a link by e-mail to choose a password. */
export function InviteForm() {
  const invite = useInviteAccount();
  const form = useForm<InviteAccountInput>({
    resolver: zodResolver(inviteAccountSchema),
    defaultValues: { username: "", email: "", role: "staff" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((values) =>
    invite
      .mutateAsync(values)
      .then((created) => {
        form.reset();
        toast({
          title: "Einladung verschickt",
          description: `${created.username} erhält einen Link an ${created.email}, um ein Passwort zu wählen (48 Stunden gültig).`,
        });
      })
      .catch((error: unknown) => {
        if (applyServerFieldErrors(error, form.setError)) return;
        toast({ variant: "destructive", title: "Einladung fehlgeschlagen", description: errorMessage(error) });
      }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Kollegin oder Kollegen einladen</CardTitle>
        <CardDescription>
          Die Person erhält eine E-Mail mit einem Link, der 48 Stunden gültig ist und nur einmal funktioniert.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[1fr_1.4fr_12rem_auto] md:items-start">
          <FormField label="Benutzername" required error={errors.username?.message}>
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register("username")} />
          </FormField>
          <FormField label="E-Mail-Adresse" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...register("email")} />
          </FormField>
          <FormField label="Rolle" required error={errors.role?.message}>
            <NativeSelect {...register("role")}>
              <EnumOptions values={accountRoles} labels={accountRoleLabels} />
            </NativeSelect>
          </FormField>
          <Button type="submit" disabled={invite.isPending} className="md:mt-7">
            {invite.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <UserPlus aria-hidden />}
            Einladen
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
