import {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
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
  const label = translate(
    {
      id: 'networkTable.label',
      message: 'Adressen: {tool}',
      description: 'Name of the scrolling box around a table of network addresses; {tool} is the tool',
    },
    {tool: caption},
  );
  return (
    <ScrollRegion label={label}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="networkTable.header.address" description="Column of the network address table">
                Adresse
              </Translate>
            </th>
            <th scope="col">
              <Translate id="networkTable.header.protocol" description="Column of the network address table">
                Protokoll und Port
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="networkTable.header.who"
                description="Column of the network address table: which devices need the address">
                Wer braucht sie
              </Translate>
            </th>
            <th scope="col">
              <Translate id="networkTable.header.purpose" description="Column of the network address table">
                Wofür
              </Translate>
            </th>
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
