import { Flex } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { errorText } from '@/api/errorText';
import { sessionStore } from '@/api/session';
import type { Session } from '@/api/types';
import { useRequestOnce } from '@/api/useRequestOnce';
import {
  applyPcWebHandoff,
  dropSession,
  parsePcWebQuery,
  pcWebSession,
  personName,
  replacesAnotherPerson,
  type PcWebHandoff,
} from '@/lib/pcWeb';
import { defaultHomePath } from '@/config/pages';
import { SIGN_IN_PATH } from '@/config/paths';
import { PendingState } from '@/components/PendingState';
import { FailedResult, QuestionResult } from '@/components/TitledResult';

import { pcWebMessages as m } from '../messages';

interface Switch {
  handoff: PcWebHandoff;
  session: Session;
  from: string | null;
  to: string | null;
}

/**
 * /pc-web (see `lib/pcWeb.ts`): trades the desktop's token or code for the web view's own
 * session, then stores it and leaves, replacing the address; asks first when another
 * person's session is stored in this browser.
 */
export default function PcWebPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const result = useRequestOnce(async (): Promise<Switch | null> => {
    const handoff = parsePcWebQuery(search, defaultHomePath());
    if (!handoff) {
      navigate(SIGN_IN_PATH, { replace: true });
      return null;
    }
    const session = await pcWebSession(handoff.grant);
    const current = sessionStore.get();
    if (current && replacesAnotherPerson(session)) {
      const [from, to] = await Promise.all([personName(current), personName(session)]);
      return { handoff, session, from, to };
    }
    await applyPcWebHandoff(handoff, session);
    navigate(handoff.target, { replace: true });
    return null;
  });

  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16 }}
    >
      {result.status === 'error' ? (
        <Failed reason={errorText(result.error)} />
      ) : result.status === 'success' && result.data ? (
        <ConfirmSwitch pending={result.data} />
      ) : (
        <PendingState>
          <FormattedMessage {...m.opening} />
        </PendingState>
      )}
    </Flex>
  );
}

function ConfirmSwitch({ pending }: { pending: Switch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const someone = intl.formatMessage(m.someoneElse);
  const finish = async (keep: boolean) => {
    setBusy(true);
    if (keep) await applyPcWebHandoff(pending.handoff, pending.session);
    else await dropSession(pending.session);
    navigate(keep ? pending.handoff.target : defaultHomePath(), { replace: true });
  };
  return (
    <QuestionResult
      status="warning"
      title={m.switchTitle}
      subTitle={
        <FormattedMessage
          {...m.switchText}
          values={{ from: pending.from ?? someone, to: pending.to ?? someone }}
        />
      }
      back={m.stay}
      answer={m.switch}
      busy={busy}
      onBack={() => void finish(false)}
      onAnswer={() => void finish(true)}
    />
  );
}

function Failed({ reason }: { reason: string }) {
  return <FailedResult title={m.failedTitle} reason={reason} button={m.signIn} to={SIGN_IN_PATH} />;
}
