import {type ReactNode} from 'react';
import {localized} from '@site/src/data/language';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {addressesOf, type Tool} from '@site/src/data/networkAddresses';
import styles from './styles.module.css';

type Props = {
  /** Which tool's addresses to show (src/data/networkAddresses.ts). */
  tool: Tool;
  /** The table's caption, e.g. "Blockly für senseBox". */
  caption: string;
};

/**
 * One tool's network addresses as a table for a school's IT: address, protocol and port,
 * which devices need it, and what for. The facts live in src/data/networkAddresses.ts.
 */
export default function NetworkTable({tool, caption}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n?.currentLocale === 'en' ? 'en' : 'de';
  const label = localized({de: 'Adressen: {tool}', en: 'Addresses: {tool}'}, {tool: caption});
  return (
    <ScrollRegion label={label}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{localized({de: 'Adresse', en: 'Address'})}</th>
            <th scope="col">{localized({de: 'Protokoll und Port', en: 'Protocol and port'})}</th>
            <th scope="col">{localized({de: 'Wer braucht sie', en: 'Who needs it'})}</th>
            <th scope="col">{localized({de: 'Wofür', en: 'What for'})}</th>
          </tr>
        </thead>
        <tbody>
          {addressesOf(tool).map((entry) => (
            <tr key={entry.address}>
              <td>
                {/* A URL gets break opportunities after its slashes; a host name none. */}
                <code className={entry.address.includes('/') ? styles.url : styles.host}>
                  {entry.address.includes('/')
                    ? entry.address
                        .split(/(?<=\/)/)
                        .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))
                    : entry.address}
                </code>
              </td>
              <td>{entry.protocol}</td>
              <td>{entry.who[locale]}</td>
              <td>{entry.purpose[locale]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
