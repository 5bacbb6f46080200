import type { AgreementSet } from "./types.js";

/** Deutsch (dy): a translation of en.ts, paragraph for paragraph. */
export const dy: AgreementSet = {
  1: {
    title: "Nutzungsvereinbarung",
    paragraphs: [
      "Willkommen bei Marketplace. Mit der Erstellung eines Kontos stimmen Sie diesen Bedingungen zu.",
      "Ihr Konto. Sie halten Ihr Passwort und Ihr Fondspasswort geheim. Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht. Wir können ein Konto sperren, das für Betrug oder rechtswidrige Vorgänge genutzt wird; zu jeder Sperre können Sie sich an den Kundendienst wenden.",
      "Einkaufen. Preise, Frachtkosten und etwaige Gebühren werden angezeigt, bevor Sie bezahlen. Die Zahlung wird erst von Ihrem Wallet-Guthaben abgebucht, nachdem Sie sie mit Ihrem Fondspasswort bestätigt haben. Innerhalb von 7 Tagen nach Erhalt einer Bestellung können Sie eine Rückerstattung oder eine Rücksendung verlangen.",
      "Ihre Wallet. Jede Änderung Ihres Guthabens wird mit ihrem Grund erfasst und ist für Sie in der Übersicht der Einnahmen und Ausgaben sichtbar. Aufladungen und Auszahlungen werden von einem namentlich genannten Mitarbeiter geprüft; bei einem abgelehnten Antrag wird jeder Cent zurückgegeben.",
      "Händler. Händler sind unabhängige Verkäufer. Sie müssen eine Identitätsprüfung bestehen, bevor sie einen Shop eröffnen, und ihre Waren wahrheitsgemäß beschreiben.",
      "Änderungen. Über Änderungen dieser Bedingungen informieren wir Sie, bevor sie in Kraft treten.",
    ],
  },
  2: {
    title: "Datenschutzerklärung",
    paragraphs: [
      "Diese Erklärung sagt, welche Daten wir erheben, warum, und was Sie dagegen tun können.",
      "Was wir erheben. Ihre E-Mail-Adresse, Ihren Spitznamen und Ihr Profilbild, Ihre Lieferadressen, Ihre Bestellungen und Wallet-Einträge sowie die Nachrichten, die Sie im Chat senden. Händler geben außerdem Identitätsangaben und Fotos zur Überprüfung an.",
      "Warum. Um Ihr Konto zu führen, Ihre Bestellungen auszuliefern, Ihr Geld zu schützen, Ihnen im Kundendienst zu antworten und gesetzliche Pflichten zu erfüllen. Wir verkaufen Ihre Daten nicht.",
      "Wie wir sie schützen. Passwörter und Fondspasswörter werden nur als starke Einweg-Hashes gespeichert. Ausweisfotos und Überweisungsbelege sind nur für Sie und für die Mitarbeiter sichtbar, die sie prüfen.",
      "Ihre Wahlmöglichkeiten. Sie können Ihre E-Mail-Adresse, Ihren Spitznamen und Ihre Passwörter jederzeit im Mitgliederbereich ändern und beim Kundendienst eine Kopie oder die Löschung Ihrer Daten verlangen.",
    ],
  },
  5: {
    title: "Über die Plattform",
    paragraphs: [
      "Marketplace ist eine offene Einkaufsplattform mit vielen Händlern in 17 Sprachen.",
      "Käufer stöbern, vergleichen und kaufen in vielen unabhängigen Shops, bezahlen aus einer einzigen Wallet und chatten mit Händlern und mit unserem Kundendienst.",
      "Händler eröffnen nach einer Identitätsprüfung einen Shop, bieten eigene Waren oder Waren aus unserem Lieferantenkatalog an und erhalten die Abrechnung, sobald die Kundendienstfrist der jeweiligen Bestellung abgelaufen ist.",
      "Ehrlich von Grund auf: Jede Gebühr, jedes Limit und jede Regel wird veröffentlicht, bevor Sie sich verpflichten, jede Änderung des Guthabens ist ein Eintrag, den Sie sehen können, und jede Prüfentscheidung trifft eine namentlich genannte Person mit schriftlicher Begründung.",
    ],
  },
  6: {
    title: "Vereinbarung über Geschäftslösungen",
    paragraphs: [
      "Diese Vereinbarung wird zwischen Marketplace und einem Händler geschlossen, der dort einen Shop eröffnet.",
      "Eröffnung eines Shops. Sie bewerben sich mit wahrheitsgemäßen Identitätsangaben und Fotos eines gültigen Ausweises. Ein Betreiber prüft jede Bewerbung und kann sie mit Begründung ablehnen; Sie können sie berichtigen und sich erneut bewerben. Ihre Ausweisfotos sehen nur Sie und die Mitarbeiter, die sie prüfen.",
      "Ihr Shop. Sie beschreiben Ihre Waren wahrheitsgemäß, versenden, was bestellt wurde, und bearbeiten Rückerstattungen innerhalb der Kundendienstfrist. Bestellungen kommen nur von echten Käufern; nichts erzeugt Bestellungen, Aufrufe oder Verkäufe künstlich.",
      "Shopstufen und die Kaution. Die Stufe Ihres Shops richtet sich nach der Kaution, die Sie halten, gemäß der veröffentlichten Stufentabelle. Die Kaution ist Ihr Geld: Sie erscheint in Ihren Wallet-Einträgen, und ihre Rückerstattung wird auf der Kautionsseite beantragt und, sobald keine Ihrer Bestellungen mehr unbearbeitet ist, geprüft und an Ihre Wallet zurückgezahlt.",
      "Abrechnung. Jede Bestellung wird mit Ablauf ihrer Kundendienstfrist an Ihre Wallet abgerechnet. Jede Gebühr wird veröffentlicht, bevor sie gilt.",
      "Sperren. Ein Shop, der für Betrug oder rechtswidrige Vorgänge genutzt wird, kann von einem Betreiber mit schriftlicher Begründung gesperrt werden; zu jeder Sperre können Sie sich an den Kundendienst wenden.",
    ],
  },
  8: {
    title: "Vertrag über den Betriebsfonds (Kaution)",
    paragraphs: [
      "Dieser Vertrag wird zwischen der Plattform und dem Händler geschlossen, der ihn durch Eingabe seines vollständigen Namens auf der Kautionsseite unterzeichnet.",
      "Die Kaution. Der Händler zahlt einen Betriebsfonds (Kaution) aus seinem Wallet-Guthaben ein. Sie wird auf dem eigenen Kautionskonto des Shops gehalten und auf der Kautionsseite sowie in der Übersicht der Einnahmen und Ausgaben der Wallet angezeigt. Die Plattform verwendet sie nicht.",
      "Shopstufen. Die Shopstufe folgt sofort der Kaution, wie es die veröffentlichte Stufentabelle angibt: was jede Stufe kostet und was sie erlaubt (Gewinnanteil, beworbene Einblendungen pro Tag, Anzahl der Waren, Preisobergrenze). Beworbene Einblendungen sind als beworben gekennzeichnet.",
      "Rückerhalt der Kaution. Der Händler kann auf der Kautionsseite jederzeit die Rückzahlung der gesamten Kaution oder eines Teils davon beantragen. Solange der Shop Bestellungen hat, die auf Versand oder Empfang warten, oder eine offene Rückerstattung, wird der Antrag abgelehnt. Andernfalls stimmt ein namentlich genannter Mitarbeiter der Finanzabteilung zu, und das Geld geht an die Wallet zurück, oder er lehnt mit schriftlicher Begründung ab.",
      "Sperren. Ein wegen eines Regelverstoßes gesperrter Shop behält seine Kaution; seine bestehenden Bestellungen können den Käufern weiterhin erstattet werden. Zu jeder Sperre kann sich der Händler an den Kundendienst wenden.",
      "Änderungen. Eine neue Fassung dieses Vertrags wird vor der nächsten Zahlung angezeigt und muss erneut unterzeichnet werden.",
    ],
  },
};
