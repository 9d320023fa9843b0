import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@stays/ui';

const ChatButton = styled(Button)`
  align-self: flex-start;
`;
import { commonMessages, useT } from './common';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary} !important;
`;

/** SPEC 2: live chat is not there yet; the button says so (announced, not a blocking alert box). */
export function LiveChatButton() {
  const t = useT();
  const [told, setTold] = useState(false);
  return (
    <>
      <ChatButton $variant="secondary" $size="sm" onClick={() => setTold(true)}>
        {t(commonMessages.startChat)}
      </ChatButton>
      <Note role="status">{told ? t(commonMessages.chatSoon) : ''}</Note>
    </>
  );
}
