import { QueryState } from '../../shared/ui/QueryState';
import { MailServerForm } from './MailServerForm';
import { MessageTemplatesForm } from './MessageTemplatesForm';
import { useMailSettings } from './api';

/** Settings' mail part (docs/architecture.md, Messages that go out): the server mail goes through, and what shoppers are told. */
export function MailSettings() {
  const mail = useMailSettings();
  return (
    <QueryState query={mail}>
      {(data) => (
        <>
          <MailServerForm smtp={data.smtp} />
          <MessageTemplatesForm templates={data.templates} />
        </>
      )}
    </QueryState>
  );
}
