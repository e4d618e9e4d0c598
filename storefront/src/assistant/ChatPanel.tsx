import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { FAQ_TOPICS, MAX_MESSAGE_LENGTH, type FaqTopic } from '../../../common/assistant';
import { useI18n } from '../i18n/I18nContext';
import { shopNameIn, type ChatMessage } from './conversation';
import ChatIcon from './ChatIcon';
import MessageText from './MessageText';
import styles from './Assistant.module.css';

type ChatPanelProps = {
  id: string;
  shopName: string;
  /** The line under the shop's name, from its settings (conversation.ts headerLine). */
  subtitle: string;
  messages: ChatMessage[];
  waiting: boolean;
  /** docs/product.md §4: popular questions show while the greeting is the only message. */
  showQuestions: boolean;
  /** On a phone the panel fills the screen: it is then modal and keeps the focus inside. */
  fullScreen: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onPickQuestion: (topic: FaqTopic) => void;
  onSend: (text: string) => void;
  onClose: () => void;
  onNavigate: () => void;
};

let timeFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not when the widget loads on every page: the first Intl formatter a page makes
 * holds up its first paint on a phone (decision 0001), and most visits never open the chat.
 */
const timeOf = (timestamp: string) =>
  (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(
    new Date(timestamp),
  );

/** The conversation (docs/product.md §2 Chat assistant widget): messages, popular questions, typing indicator, input. */
export default function ChatPanel(props: ChatPanelProps) {
  const {
    id,
    shopName,
    subtitle,
    messages,
    waiting,
    showQuestions,
    fullScreen,
    inputRef,
    onPickQuestion,
    onSend,
    onClose,
    onNavigate,
  } = props;
  const { language, t } = useI18n();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const blank = draft.trim() === '';

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waiting]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !fullScreen || !panelRef.current) return;
    const focusable = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled)'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal={fullScreen}
      aria-labelledby={`${id}-title`}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <header className={styles.panelHeader}>
        <span className={styles.avatar}>
          <ChatIcon />
        </span>
        <div>
          <h2 id={`${id}-title`} className={styles.panelTitle}>
            {t('assistant.title', { shop: shopNameIn(shopName, language) })}
          </h2>
          <p className={styles.panelSubtitle}>{subtitle}</p>
        </div>
        <button type="button" className={styles.iconButton} aria-label={t('assistant.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>

      <div ref={logRef} className={styles.log} role="log" aria-label={t('assistant.conversation')} tabIndex={0}>
        {messages.map((message) => (
          <div
            key={message.id}
            className={`${styles.message} ${message.type === 'user' ? styles.fromUser : styles.fromBot} ${message.isError ? styles.error : ''}`}
          >
            <p className={styles.bubble}>
              <span className="visually-hidden">
                {t(
                  message.type === 'user'
                    ? 'assistant.fromShopper'
                    : message.isError
                      ? 'assistant.problem'
                      : 'assistant.fromAssistant',
                )}
              </span>
              {message.isError && (
                <span className={styles.errorIcon} aria-hidden="true">
                  !
                </span>
              )}
              <MessageText text={message.text} products={message.products} onNavigate={onNavigate} />
            </p>
            <time className={styles.time} dateTime={message.timestamp}>
              {timeOf(message.timestamp)}
            </time>
          </div>
        ))}
      </div>

      {waiting && (
        <div className={styles.typing} role="status">
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{t('assistant.typing')}</span>
        </div>
      )}

      {showQuestions && (
        <div className={styles.questions} role="group" aria-label={t('assistant.popularQuestions')}>
          {FAQ_TOPICS.map((topic) => (
            <button
              key={topic}
              type="button"
              className={styles.question}
              disabled={waiting}
              onClick={() => onPickQuestion(topic)}
            >
              {t(`assistant.questions.${topic}`)}
            </button>
          ))}
        </div>
      )}

      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          if (waiting || blank) return;
          onSend(draft);
          setDraft('');
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('assistant.yourMessage')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          value={draft}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          placeholder={t('assistant.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.send} disabled={waiting || blank}>
          {t('assistant.send')}
        </button>
      </form>
    </section>
  );
}
