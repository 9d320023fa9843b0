import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import type { SessionUser } from '@stays/platform';
import { Avatar, Button, buttonStyles, type ButtonStyleProps } from '@stays/ui';
import { accountMessages as m } from './accountMessages';
import { Section } from './accountStyles';
import { useProfilePhoto } from './useProfilePhoto';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** A label drawn as a button around the file input (as the kit's ImageUploader does): the input keeps the focus. */
const Picker = styled.label<ButtonStyleProps & { $busy: boolean }>`
  ${buttonStyles}
  position: relative;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  &:focus-within {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
  }
`;

/**
 * The account page's "Profile photo": the photo as others see it (initials in a circle when there is none),
 * choosing a new one (uploaded, then saved as the photo) and removing it.
 */
export function ProfilePhotoSection({ user }: { user: SessionUser }) {
  const t = useIntl().formatMessage;
  const { choose, remove, busy, progress } = useProfilePhoto();
  const name = fullNameOf(user, user.username ?? '');
  const photo = user.profileImageUrl;
  return (
    <Section as="section" aria-labelledby="account-photo">
      <h2 id="account-photo">{t(m.photoTitle)}</h2>
      <p>{t(m.photoText)}</p>
      <Row>
        <Avatar name={name} src={photo} size={88} />
        <Choices>
          <div>
            <Picker $variant="primary" $busy={busy}>
              {progress !== null
                ? t(m.photoUploading, { percent: Math.round(progress * 100) })
                : t(photo ? m.photoChange : m.photoUpload)}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                disabled={busy}
                aria-describedby="account-photo-hint"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) void choose(file);
                }}
              />
            </Picker>
            {photo ? (
              <Button type="button" $variant="outline" onClick={() => void remove()} disabled={busy}>
                {t(m.photoRemove)}
              </Button>
            ) : null}
          </div>
          <p id="account-photo-hint">{t(m.photoHint)}</p>
        </Choices>
      </Row>
    </Section>
  );
}
