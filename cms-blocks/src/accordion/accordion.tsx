import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { richTextPlainText } from '../rich-text/rich-text-plain-text.ts';
import { RichText } from '../rich-text/rich-text.tsx';
import type {
  AccordionContent as AccordionSectionContent,
  AccordionItem as Item,
} from './accordion.schema.ts';

/**
 * The questions as schema.org FAQPage data (JSON-LD), which search engines read whether a panel is
 * open or not. `<` and `>` are escaped so no answer can close the script element.
 */
export function faqStructuredData(items: readonly Item[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: richTextPlainText(item.content) },
    })),
  };
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Props of `AccordionSection`: the parsed content (`AccordionContentSchema`), editor and section attributes. */
export type AccordionSectionProps = AccordionSectionContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof AccordionSectionContent | 'children'>;

/**
 * Questions that open to their answers (the design-system Accordion): a section named by its
 * headline (h2), each question a button in an h3 that the arrow keys move between, several
 * answers open at once. With `faq`, the questions are also FAQPage data for search engines.
 */
export function AccordionSection({ headline, items, faq, className, ...props }: AccordionSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headline ? headingId : undefined}
      data-slot="accordion-section"
      className={cn('mx-auto w-full max-w-7xl px-4 py-8 md:px-8', className)}
      {...props}
    >
      <div className="max-w-3xl">
        {headline && (
          <h2
            id={headingId}
            data-slot="accordion-section-headline"
            className="mb-4 text-2xl font-bold text-balance"
          >
            {headline}
          </h2>
        )}
        <Accordion type="multiple">
          {items.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.title}</AccordionTrigger>
              <AccordionContent>
                <RichText document={item.content} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      {faq && (
        <script
          type="application/ld+json"
          data-slot="accordion-section-faq"
          // JSON, escaped above: React would HTML-escape a text child, which a script does not decode.
          dangerouslySetInnerHTML={{ __html: faqStructuredData(items) }}
        />
      )}
    </section>
  );
}
