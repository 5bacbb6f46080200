import type { AgreementSet } from "./types.js";

/** Italiano (ydl): a translation of en.ts, paragraph for paragraph. */
export const ydl: AgreementSet = {
  1: {
    title: "Accordo con l'utente",
    paragraphs: [
      "Benvenuto su Marketplace. Creando un account accetti questi termini.",
      "Il tuo account. Mantieni segrete la tua password e la tua password dei fondi. Sei responsabile di ciò che viene fatto con il tuo account. Possiamo bloccare un account usato per frodi od operazioni illecite; puoi contattare il servizio clienti per qualsiasi blocco.",
      "Acquisti. Prezzi, spese di trasporto ed eventuali commissioni sono mostrati prima del pagamento. Il pagamento viene addebitato sul saldo del tuo portafoglio solo dopo che lo hai confermato con la tua password dei fondi. Entro 7 giorni dal ricevimento di un ordine puoi chiedere un rimborso o un reso.",
      "Il tuo portafoglio. Ogni variazione del tuo saldo è registrata con il suo motivo ed è visibile nel dettaglio di entrate e uscite. Ricariche e prelievi sono esaminati da un membro del personale indicato per nome; una richiesta respinta restituisce ogni centesimo.",
      "Commercianti. I commercianti sono venditori indipendenti. Devono superare una verifica d'identità prima di aprire un negozio e devono descrivere i loro prodotti con onestà.",
      "Modifiche. Ti informeremo delle modifiche a questi termini prima che entrino in vigore.",
    ],
  },
  2: {
    title: "Informativa sulla privacy",
    paragraphs: [
      "Questa informativa spiega cosa raccogliamo, perché, e cosa puoi fare al riguardo.",
      "Cosa raccogliamo. Il tuo indirizzo email, il tuo nickname e il tuo avatar, i tuoi indirizzi di spedizione, i tuoi ordini e i movimenti del portafoglio, e i messaggi che invii in chat. I commercianti forniscono anche dati d'identità e foto per la verifica.",
      "Perché. Per gestire il tuo account, consegnare i tuoi ordini, proteggere il tuo denaro, risponderti nel servizio clienti e adempiere agli obblighi di legge. Non vendiamo i tuoi dati.",
      "Come li proteggiamo. Le password e le password dei fondi sono conservate solo come hash unidirezionali robusti. Le foto dei documenti e le ricevute dei bonifici sono visibili solo a te e al personale che le esamina.",
      "Le tue scelte. Puoi modificare in qualsiasi momento email, nickname e password nel centro membri, e chiedere al servizio clienti una copia o la cancellazione dei tuoi dati.",
    ],
  },
  5: {
    title: "Informazioni sulla piattaforma",
    paragraphs: [
      "Marketplace è una piattaforma di acquisti aperta e multi-commerciante, in 17 lingue.",
      "Gli acquirenti sfogliano, confrontano e comprano da molti negozi indipendenti, pagano da un unico portafoglio e chattano con i commercianti e con il nostro servizio clienti.",
      "I commercianti aprono un negozio dopo la verifica dell'identità, mettono in vendita i propri prodotti o prodotti del nostro catalogo fornitori, e ricevono la liquidazione al termine del periodo di assistenza post-vendita di ciascun ordine.",
      "Onesta per progetto: ogni commissione, limite e regola è pubblicato prima che tu ti impegni, ogni variazione del saldo è un movimento che puoi vedere, e ogni decisione di revisione è presa da una persona indicata per nome con una motivazione scritta.",
    ],
  },
  6: {
    title: "Accordo sulle soluzioni aziendali",
    paragraphs: [
      "Questo accordo è stipulato tra Marketplace e il commerciante che vi apre un negozio.",
      "Aprire un negozio. Presenti domanda con dati d'identità veritieri e le foto di un documento d'identità valido. Un operatore esamina ogni domanda e può respingerla con una motivazione; puoi correggerla e presentare nuovamente domanda. Le foto del tuo documento sono viste solo da te e dal personale che le esamina.",
      "Il tuo negozio. Descrivi i tuoi prodotti con onestà, spedisci ciò che è stato ordinato e gestisci i rimborsi entro il periodo di assistenza post-vendita. Gli ordini provengono solo da acquirenti reali; nulla crea ordini, visualizzazioni o vendite in modo artificiale.",
      "Livelli del negozio e la cauzione. Il livello del tuo negozio segue la cauzione che detieni, secondo la tabella dei livelli pubblicata. La cauzione è denaro tuo: compare nei movimenti del tuo portafoglio, e la sua restituzione si chiede nella pagina della cauzione e, quando nessun tuo ordine è più in sospeso, viene esaminata e riaccreditata sul tuo portafoglio.",
      "Liquidazione. Ogni ordine viene liquidato sul tuo portafoglio al termine del suo periodo di assistenza post-vendita. Ogni commissione è pubblicata prima di essere applicata.",
      "Blocchi. Un negozio usato per frodi od operazioni illecite può essere bloccato da un operatore con una motivazione scritta; puoi contattare il servizio clienti per qualsiasi blocco.",
    ],
  },
  8: {
    title: "Contratto del fondo operativo (cauzione)",
    paragraphs: [
      "Questo contratto è stipulato tra la piattaforma e il commerciante che lo firma digitando il proprio nome completo nella pagina della cauzione.",
      "La cauzione. Il commerciante versa un fondo operativo (cauzione) dal saldo del proprio portafoglio. La cauzione è custodita nel conto cauzione del negozio stesso ed è mostrata nella pagina della cauzione e nel dettaglio di entrate e uscite del portafoglio. La piattaforma non la utilizza.",
      "Livelli del negozio. Il livello del negozio segue subito la cauzione, come indica la tabella dei livelli pubblicata: quanto costa ciascun livello e cosa consente (percentuale di profitto, visualizzazioni promosse al giorno, numero di prodotti, prezzo massimo). Le visualizzazioni promosse sono contrassegnate come promosse.",
      "Riavere la cauzione. Il commerciante può chiedere in qualsiasi momento, nella pagina della cauzione, la restituzione di tutta o di parte della cauzione. Finché il negozio ha ordini in attesa di spedizione o di ricevimento, o un rimborso aperto, la richiesta è respinta. Altrimenti un membro del personale finanziario indicato per nome approva, e il denaro torna al portafoglio, oppure non approva con una motivazione scritta.",
      "Blocchi. Un negozio bloccato per una violazione delle regole conserva la propria cauzione; i suoi ordini esistenti possono ancora essere rimborsati agli acquirenti. Il commerciante può contattare il servizio clienti per qualsiasi blocco.",
      "Modifiche. Una nuova versione di questo contratto viene mostrata prima del pagamento successivo e deve essere firmata di nuovo.",
    ],
  },
};
