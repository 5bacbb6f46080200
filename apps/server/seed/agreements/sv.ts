import type { AgreementSet } from "./types.js";

/** Svenska (sv): a translation of en.ts, paragraph for paragraph. */
export const sv: AgreementSet = {
  1: {
    title: "Användaravtal",
    paragraphs: [
      "Välkommen till Marketplace. Genom att skapa ett konto godkänner du dessa villkor.",
      "Ditt konto. Du håller ditt lösenord och ditt fondlösenord hemliga. Du ansvarar för allt som görs med ditt konto. Vi kan låsa ett konto som används för bedrägeri eller olagliga transaktioner; du kan kontakta kundtjänst om varje låsning.",
      "Köp. Priser, frakt och eventuella avgifter visas innan du betalar. Betalningen dras från ditt plånbokssaldo först när du har bekräftat den med ditt fondlösenord. Inom 7 dagar efter att du har tagit emot en beställning kan du begära återbetalning eller retur.",
      "Din plånbok. Varje ändring av ditt saldo registreras med sitt skäl och syns för dig under detaljerna för inkomster och utgifter. Påfyllningar och uttag granskas av en namngiven medarbetare; en avslagen begäran återbetalar varje cent.",
      "Säljare. Säljare är oberoende försäljare. De måste klara en identitetskontroll innan de öppnar en butik och de måste beskriva sina varor ärligt.",
      "Ändringar. Vi informerar dig om ändringar av dessa villkor innan de träder i kraft.",
    ],
  },
  2: {
    title: "Integritetspolicy",
    paragraphs: [
      "Den här policyn anger vad vi samlar in, varför, och vad du kan göra åt det.",
      "Vad vi samlar in. Din e-postadress, ditt smeknamn och din avatar, dina leveransadresser, dina beställningar och plånboksposter samt de meddelanden du skickar i chatten. Säljare lämnar dessutom identitetsuppgifter och foton för verifiering.",
      "Varför. För att driva ditt konto, leverera dina beställningar, skydda dina pengar, svara dig i kundtjänst och uppfylla rättsliga skyldigheter. Vi säljer inte dina uppgifter.",
      "Hur vi skyddar dem. Lösenord och fondlösenord lagras endast som starka envägshashar. Identitetsfoton och överföringskvitton är synliga endast för dig och för den personal som granskar dem.",
      "Dina val. Du kan när som helst ändra din e-postadress, ditt smeknamn och dina lösenord i medlemscentret, och be kundtjänst om en kopia av dina uppgifter eller om att de raderas.",
    ],
  },
  5: {
    title: "Om plattformen",
    paragraphs: [
      "Marketplace är en öppen shoppingplattform med många säljare, på 17 språk.",
      "Kunder bläddrar, jämför och köper från många oberoende butiker, betalar från en enda plånbok och chattar med säljare och med vår kundtjänst.",
      "Säljare öppnar en butik efter identitetsverifiering, lägger ut egna varor eller varor ur vår leverantörskatalog, och får avräkning när varje beställnings eftermarknadsperiod har löpt ut.",
      "Ärlig i grunden: varje avgift, gräns och regel publiceras innan du förbinder dig, varje saldoändring är en post du kan se, och varje granskningsbeslut fattas av en namngiven person med en skriftlig motivering.",
    ],
  },
  6: {
    title: "Avtal om företagslösningar",
    paragraphs: [
      "Detta avtal ingås mellan Marketplace och en säljare som öppnar en butik där.",
      "Att öppna en butik. Du ansöker med sanningsenliga identitetsuppgifter och foton av en giltig id-handling. En operatör granskar varje ansökan och kan avslå den med en motivering; du kan rätta den och ansöka igen. Dina identitetsfoton ses endast av dig och av den personal som granskar dem.",
      "Din butik. Du beskriver dina varor ärligt, skickar det som har beställts och besvarar återbetalningar inom eftermarknadsperioden. Beställningar kommer endast från verkliga kunder; ingenting skapar beställningar, visningar eller försäljning på konstgjord väg.",
      "Butiksnivåer och depositionen. Din butiksnivå följer den deposition du håller, enligt den publicerade nivåtabellen. Depositionen är dina pengar: den visas i dina plånboksposter, och återbetalning av den begärs på depositionssidan och, när ingen av dina beställningar längre är obehandlad, granskas och betalas tillbaka till din plånbok.",
      "Avräkning. Varje beställning avräknas till din plånbok när dess eftermarknadsperiod löper ut. Varje avgift publiceras innan den tillämpas.",
      "Låsningar. En butik som används för bedrägeri eller olagliga transaktioner kan låsas av en operatör med en skriftlig motivering; du kan kontakta kundtjänst om varje låsning.",
    ],
  },
  8: {
    title: "Avtal om driftsfond (deposition)",
    paragraphs: [
      "Detta avtal ingås mellan plattformen och den säljare som undertecknar det genom att skriva sitt fullständiga namn på depositionssidan.",
      "Depositionen. Säljaren betalar en driftsfond (deposition) från sitt plånbokssaldo. Den hålls på butikens eget depositionskonto och visas på depositionssidan och i plånbokens detaljer för inkomster och utgifter. Plattformen använder den inte.",
      "Butiksnivåer. Butiksnivån följer depositionen omedelbart, enligt den publicerade nivåtabellen: vad varje nivå kostar och vad den tillåter (vinstandel, marknadsförda visningar per dag, antal varor, pristak). Marknadsförda visningar är märkta som marknadsförda.",
      "Att få tillbaka depositionen. Säljaren kan när som helst begära tillbaka hela eller en del av depositionen på depositionssidan. Så länge butiken har beställningar som väntar på att skickas eller tas emot, eller en öppen återbetalning, avslås begäran. Annars godkänner en namngiven medarbetare på ekonomiavdelningen, och pengarna går tillbaka till plånboken, eller avslår med en skriftlig motivering.",
      "Låsningar. En butik som låsts för brott mot reglerna behåller sin deposition; dess befintliga beställningar kan fortfarande återbetalas till kunderna. Säljaren kan kontakta kundtjänst om varje låsning.",
      "Ändringar. En ny version av detta avtal visas före nästa betalning och måste undertecknas på nytt.",
    ],
  },
};
