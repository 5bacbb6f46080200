import type { AgreementSet } from "./types.js";

/** Suomi (fi): a translation of en.ts, paragraph for paragraph. */
export const fi: AgreementSet = {
  1: {
    title: "Käyttäjäsopimus",
    paragraphs: [
      "Tervetuloa Marketplaceen. Luomalla tilin hyväksyt nämä ehdot.",
      "Tilisi. Pidät salasanasi ja varojen salasanasi salassa. Olet vastuussa kaikesta, mitä tililläsi tehdään. Voimme lukita tilin, jota käytetään petokseen tai laittomiin toimiin; voit ottaa yhteyttä asiakaspalveluun mistä tahansa lukituksesta.",
      "Ostaminen. Hinnat, rahtikulut ja mahdolliset maksut näytetään ennen kuin maksat. Maksu veloitetaan lompakkosi saldosta vasta, kun olet vahvistanut sen varojen salasanallasi. Voit pyytää hyvitystä tai palautusta 7 päivän kuluessa tilauksen vastaanottamisesta.",
      "Lompakkosi. Jokainen saldosi muutos kirjataan syineen, ja näet sen tulojen ja menojen erittelyssä. Saldon lataukset ja nostot tarkastaa nimetty henkilökunnan jäsen; hylätty pyyntö palauttaa jokaisen sentin.",
      "Myyjät. Myyjät ovat itsenäisiä kauppiaita. Heidän on läpäistävä henkilöllisyyden tarkistus ennen kaupan avaamista, ja heidän on kuvattava tuotteensa rehellisesti.",
      "Muutokset. Kerromme sinulle näiden ehtojen muutoksista ennen kuin ne tulevat voimaan.",
    ],
  },
  2: {
    title: "Tietosuojakäytäntö",
    paragraphs: [
      "Tämä käytäntö kertoo, mitä keräämme, miksi, ja mitä voit asialle tehdä.",
      "Mitä keräämme. Sähköpostiosoitteesi, nimimerkkisi ja profiilikuvasi, toimitusosoitteesi, tilauksesi ja lompakkotapahtumasi sekä chatissa lähettämäsi viestit. Myyjät antavat lisäksi henkilöllisyystietoja ja kuvia tarkistusta varten.",
      "Miksi. Tilisi ylläpitämiseksi, tilaustesi toimittamiseksi, rahojesi pitämiseksi turvassa, asiakaspalvelussa vastaamiseksi ja lakisääteisten velvoitteiden täyttämiseksi. Emme myy tietojasi.",
      "Miten suojaamme ne. Salasanat ja varojen salasanat tallennetaan vain vahvoina yksisuuntaisina tiivisteinä. Henkilöllisyyskuvat ja siirtotositteet näkyvät vain sinulle ja ne tarkastavalle henkilökunnalle.",
      "Valintasi. Voit milloin tahansa vaihtaa sähköpostiosoitteesi, nimimerkkisi ja salasanasi jäsenkeskuksessa ja pyytää asiakaspalvelulta kopiota tiedoistasi tai niiden poistamista.",
    ],
  },
  5: {
    title: "Tietoa alustasta",
    paragraphs: [
      "Marketplace on avoin, monen myyjän ostosalusta 17 kielellä.",
      "Ostajat selaavat, vertailevat ja ostavat monista itsenäisistä kaupoista, maksavat yhdestä lompakosta ja keskustelevat myyjien ja asiakaspalvelumme kanssa.",
      "Myyjät avaavat kaupan henkilöllisyyden tarkistuksen jälkeen, listaavat omia tuotteitaan tai tuotteita toimittajaluettelostamme, ja heille tilitetään kunkin tilauksen jälkeen, kun sen jälkipalveluaika on päättynyt.",
      "Rehellinen alusta alkaen: jokainen maksu, raja ja sääntö julkaistaan ennen kuin sitoudut, jokainen saldon muutos on kirjaus, jonka voit nähdä, ja jokaisen tarkastuspäätöksen tekee nimetty henkilö kirjallisin perustein.",
    ],
  },
  6: {
    title: "Liiketoimintaratkaisujen sopimus",
    paragraphs: [
      "Tämä sopimus on Marketplacen ja siihen kaupan avaavan myyjän välinen.",
      "Kaupan avaaminen. Haet totuudenmukaisilla henkilöllisyystiedoilla ja kuvilla voimassa olevasta henkilöllisyystodistuksesta. Ylläpitäjä tarkastaa jokaisen hakemuksen ja voi hylätä sen perustellen; voit korjata sen ja hakea uudelleen. Henkilöllisyyskuvasi näkevät vain sinä ja ne tarkastava henkilökunta.",
      "Kauppasi. Kuvaat tuotteesi rehellisesti, lähetät sen, mitä on tilattu, ja vastaat hyvityspyyntöihin jälkipalveluajan kuluessa. Tilaukset tulevat vain oikeilta ostajilta; mikään ei luo tilauksia, katseluita tai myyntiä keinotekoisesti.",
      "Kaupan tasot ja vakuus. Kauppasi taso määräytyy hallussasi olevan vakuuden mukaan julkaistun tasotaulukon perusteella. Vakuus on sinun rahaasi: se näkyy lompakkotapahtumissasi, ja sen palautusta pyydetään vakuussivulla, ja kun yksikään tilauksesi ei ole enää käsittelemättä, pyyntö tarkastetaan ja vakuus maksetaan takaisin lompakkoosi.",
      "Tilitys. Jokainen tilaus tilitetään lompakkoosi, kun sen jälkipalveluaika päättyy. Jokainen maksu julkaistaan ennen kuin sitä sovelletaan.",
      "Lukitukset. Ylläpitäjä voi kirjallisin perustein lukita kaupan, jota käytetään petokseen tai laittomiin toimiin; voit ottaa yhteyttä asiakaspalveluun mistä tahansa lukituksesta.",
    ],
  },
  8: {
    title: "Toimintarahastoa (vakuutta) koskeva sopimus",
    paragraphs: [
      "Tämä sopimus on alustan ja sen myyjän välinen, joka allekirjoittaa sen kirjoittamalla koko nimensä vakuussivulle.",
      "Vakuus. Myyjä maksaa toimintarahaston (vakuuden) lompakkonsa saldosta. Sitä säilytetään kaupan omalla vakuustilillä, ja se näkyy vakuussivulla sekä lompakon tulojen ja menojen erittelyssä. Alusta ei käytä sitä.",
      "Kaupan tasot. Kaupan taso seuraa vakuutta välittömästi julkaistun tasotaulukon mukaisesti: mitä kukin taso maksaa ja mitä se sallii (voitto-osuus, mainostetut näyttökerrat päivässä, tuotteiden määrä, hintakatto). Mainostetut näyttökerrat on merkitty mainostetuiksi.",
      "Vakuuden takaisin saaminen. Myyjä voi milloin tahansa pyytää vakuussivulla koko vakuutta tai osaa siitä takaisin. Niin kauan kuin kaupalla on lähetystä tai vastaanottoa odottavia tilauksia tai avoin hyvitys, pyyntö hylätään. Muussa tapauksessa nimetty taloushallinnon henkilökunnan jäsen hyväksyy pyynnön, jolloin rahat palaavat lompakkoon, tai hylkää sen kirjallisin perustein.",
      "Lukitukset. Sääntörikkomuksen vuoksi lukittu kauppa säilyttää vakuutensa; sen olemassa olevat tilaukset voidaan edelleen hyvittää ostajille. Myyjä voi ottaa yhteyttä asiakaspalveluun mistä tahansa lukituksesta.",
      "Muutokset. Tämän sopimuksen uusi versio näytetään ennen seuraavaa maksua, ja se on allekirjoitettava uudelleen.",
    ],
  },
};
