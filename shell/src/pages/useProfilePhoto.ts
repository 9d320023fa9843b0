import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphQLErrorExtensions, graphQLErrorMessage, useSession } from '@stays/platform';
import { uploadImage, UploadError } from '@stays/platform/forms';
import { useToast } from '@stays/ui';
import { UpdateProfilePhotoDocument } from '../__generated__/graphql';
import { accountMessages as m } from './accountMessages';

/** The server's sentence for a refused photo: the field error of a 400, else its message. */
function refusalOf(error: unknown): string | null {
  const fields = graphQLErrorExtensions(error)?.errors as Record<string, unknown> | undefined;
  const field = fields?.profileImageUrl;
  return typeof field === 'string' ? field : graphQLErrorMessage(error);
}

/**
 * The account page's photo: `choose(file)` uploads it (POST /api/upload-image, with progress) and makes it the
 * profile photo, `remove()` takes it away; both put the answered account into the session, so the header's
 * menu shows the new photo at once. Each says how it went in a toast.
 */
export function useProfilePhoto() {
  const t = useIntl().formatMessage;
  const { signIn } = useSession();
  const { toast } = useToast();
  const [save] = useMutation(UpdateProfilePhotoDocument);
  /** The share of the file sent, 0 to 1, while an upload runs; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const store = async (profileImageUrl: string | null) => {
    const { data } = await save({ variables: { profileImageUrl } });
    if (data) signIn(data.updateProfile);
  };

  /** Why an upload was refused, in the page's language where the status says it (the server judges the bytes). */
  const uploadRefusal = (error: UploadError) =>
    error.status === 413 ? t(m.photoTooLarge) : error.status === 415 ? t(m.photoType) : error.message;

  const choose = async (file: File) => {
    setBusy(true);
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress);
      await store(url);
      toast({ title: t(m.photoSaved) });
    } catch (error) {
      const reason = error instanceof UploadError ? uploadRefusal(error) : refusalOf(error);
      toast({ title: t(m.photoFailed), description: reason ?? t(m.failed), variant: 'destructive' });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await store(null);
      toast({ title: t(m.photoRemoved) });
    } catch (error) {
      toast({ title: t(m.failed), description: refusalOf(error) ?? undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return { choose, remove, busy, progress };
}
