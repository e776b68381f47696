import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminOutboxQuery } from '../../../gql/graphql';
import { Modal } from '../../../components/modal';
import { formatInstant } from '../../../lib/format';

const OutboxAttachmentsQuery = graphql(`
  query OutboxAttachments($id: ID!) {
    outboxMessage(id: $id) {
      id
      attachments {
        name
        contentType
        dataUrl
      }
    }
  }
`);

type Message = AdminOutboxQuery['outbox']['messages'][number];

/**
 * The message's HTML as a mail client shows it: links open in a new tab
 * (as they leave a mail client) and send no referrer.
 */
export function mailDocument(html: string): string {
  const head = '<base target="_blank"><meta name="referrer" content="no-referrer">';
  const open = /<head(\s[^>]*)?>/i.exec(html);
  if (!open) return head + html;
  const at = open.index + open[0].length;
  return html.slice(0, at) + head + html.slice(at);
}

/** The files the customer gets with the message: images shown, every file downloadable. */
function Attachments({ id }: { id: string }) {
  const { data, loading, error } = useQuery(OutboxAttachmentsQuery, { variables: { id } });
  const files = data?.outboxMessage.attachments;
  return (
    <section aria-label="Attachments" className="mt-4">
      <h3 className="text-sm font-semibold text-zinc-300">Attachments</h3>
      {loading && !data && <p className="mt-2 text-sm text-zinc-400">Loading attachments...</p>}
      {error && <p className="mt-2 text-sm text-amber-300">The attachments could not be loaded.</p>}
      {files && files.length === 0 && <p className="mt-2 text-sm text-zinc-400">None.</p>}
      {files && files.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-4">
          {files.map((f) => (
            <li key={f.name} className="flex flex-col items-start gap-1 text-sm">
              {f.contentType.startsWith('image/') && (
                <img src={f.dataUrl} alt={f.name} className="h-32 w-32 rounded bg-white object-contain p-1" />
              )}
              <a href={f.dataUrl} download={f.name} className="underline underline-offset-2 hover:text-primary">
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A message as its customer gets it: who it is to, its subject and date,
 * the HTML part as a mail client shows it, the text part, and the attached
 * files. The HTML is ours but carries names customers typed, so it is
 * shown in a sandbox where no script runs, nothing shares this page's
 * origin and no form can be sent; only its links open, in a new tab.
 */
export function MessageView({ message, onClose }: { message: Message; onClose(): void }) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  const tab = (which: 'html' | 'text', label: string) => (
    <button
      type="button"
      aria-pressed={part === which}
      onClick={() => setPart(which)}
      className={`rounded-md px-3 py-1 text-sm ${part === which ? 'bg-primary/20 text-primary' : 'text-zinc-400 hover:text-white'}`}
    >
      {label}
    </button>
  );
  return (
    <Modal title={message.subject} onClose={onClose} className="max-h-[95vh] max-w-3xl overflow-y-auto">
      <dl data-testid="message-header" className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-zinc-400">To</dt>
        <dd>{message.to || '(no e-mail address)'}</dd>
        <dt className="text-zinc-400">Subject</dt>
        <dd>{message.subject}</dd>
        <dt className="text-zinc-400">Date</dt>
        <dd>{message.sentAt ? formatInstant(message.sentAt) : `Not sent yet (due ${formatInstant(message.dueAt)})`}</dd>
        <dt className="text-zinc-400">Booking</dt>
        <dd>{message.bookingReference}</dd>
      </dl>
      <div className="mt-4 flex gap-2">
        {tab('html', 'HTML')}
        {tab('text', 'Text')}
      </div>
      {part === 'html' ? (
        <iframe
          title="E-mail HTML"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={mailDocument(message.html)}
          referrerPolicy="no-referrer"
          className="mt-3 h-[55vh] w-full rounded-md border border-zinc-700 bg-white"
        />
      ) : (
        <pre
          data-testid="outbox-text"
          className="mt-3 max-h-[55vh] overflow-auto rounded-md border border-zinc-700 p-3 text-sm whitespace-pre-wrap"
        >
          {message.text}
        </pre>
      )}
      <Attachments id={message.id} />
    </Modal>
  );
}
