<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Advice</name>
    <message>
        <source>Your {island} is full: there is no space for another tile.</source>
        <translation>Je {island} is vol: er is geen plaats voor nog een kaartje.</translation>
    </message>
    <message>
        <source>You would produce nothing: no manned {plantation} has a manned building to process it.</source>
        <translation>Je zou niets produceren: geen enkele bezette {plantation} heeft een bezet gebouw dat de oogst verwerkt.</translation>
    </message>
    <message>
        <source>You have no goods to sell.</source>
        <translation>Je hebt geen goederen om te verkopen.</translation>
    </message>
    <message>
        <source>The trading house takes none of your goods.</source>
        <translation>Het handelshuis neemt geen van je goederen.</translation>
    </message>
    <message>
        <source>You have no goods to ship.</source>
        <translation>Je hebt geen goederen om te verschepen.</translation>
    </message>
    <message>
        <source>No ship can take any of your goods.</source>
        <translation>Geen schip kan iets van je goederen laden.</translation>
    </message>
    <message>
        <source>You cannot afford any building, even with the discount.</source>
        <translation>Je kunt geen enkel gebouw betalen, zelfs niet met korting.</translation>
    </message>
    <message>
        <source>All your circles are manned: new {colonists} would only wait on the {san_juan} space.</source>
        <translation>Al je cirkels zijn bezet: nieuwe {colonists} zouden alleen in het vak {san_juan} wachten.</translation>
    </message>
    <message>
        <source>You would still get the {doubloons} on the card.</source>
        <translation>Je krijgt wel de {doubloons} op de kaart.</translation>
    </message>
    <message>
        <source>Take the {role}?</source>
        <translation>De {role} nemen?</translation>
    </message>
    <message>
        <source>The {role} does nothing for you now.</source>
        <translation>De {role} levert je nu niets op.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Niet meer vragen</translation>
    </message>
</context>
<context>
    <name>CardLog</name>
    <message>
        <source>{name} builds nothing.</source>
        <translation>{name} bouwt niets.</translation>
    </message>
    <message>
        <source>{name} pays the rest with cards.</source>
        <translation>{name} betaalt de rest met kaarten.</translation>
    </message>
    <message>
        <source>{name} produces no more.</source>
        <translation>{name} produceert niets meer.</translation>
    </message>
    <message>
        <source>{name} sells no more.</source>
        <translation>{name} verkoopt niets meer.</translation>
    </message>
    <message>
        <source>{name} puts nothing under the chapel.</source>
        <translation>{name} legt niets onder de kapel.</translation>
    </message>
    <message>
        <source>{office}: {name} swaps no card.</source>
        <translation>{office}: {name} ruilt geen kaart.</translation>
    </message>
    <message>
        <source>{name} keeps the bank for a later round.</source>
        <translation>{name} bewaart de bank voor een latere ronde.</translation>
    </message>
    <message>
        <source>{name} produces nothing.</source>
        <translation>{name} produceert niets.</translation>
    </message>
    <message>
        <source>{name} sells nothing.</source>
        <translation>{name} verkoopt niets.</translation>
    </message>
    <message>
        <source>{name} discards a card of the starting hand.</source>
        <translation>{name} legt een kaart van de starthand af.</translation>
    </message>
    <message>
        <source>{name} discards a card (hand limit).</source>
        <translation>{name} legt een kaart af (handlimiet).</translation>
    </message>
    <message>
        <source>{name} discards a card (archive).</source>
        <translation>{name} legt een kaart af (archief).</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} past.</translation>
    </message>
    <message>
        <source>{name} chooses the {role}.</source>
        <translation>{name} kiest de rol {role}.</translation>
    </message>
    <message>
        <source>{name} uses the library: the {role}&apos;s privilege counts twice.</source>
        <translation>{name} gebruikt de bibliotheek: het voorrecht ({role}) telt dubbel.</translation>
    </message>
    <message>
        <source>{name} keeps the library for the next role.</source>
        <translation>{name} bewaart de bibliotheek voor de volgende rol.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old}.</source>
        <translation>{name} bouwt {card} op {old}.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old} for free.</source>
        <translation>{name} bouwt {card} op {old}, gratis.</translation>
    </message>
    <message>
        <source>{name} builds the {card} over the {old} for {cost}.</source>
        <translation>{name} bouwt {card} op {old} voor {cost}.</translation>
    </message>
    <message>
        <source>{name} builds the {card}.</source>
        <translation>{name} bouwt: {card}.</translation>
    </message>
    <message>
        <source>{name} builds the {card} for free.</source>
        <translation>{name} bouwt {card}, gratis.</translation>
    </message>
    <message>
        <source>{name} builds the {card} for {cost}.</source>
        <translation>{name} bouwt {card} voor {cost}.</translation>
    </message>
    <message>
        <source>{name} pays with a good from the {card} (black market).</source>
        <translation>{name} betaalt met een goed ({card}, zwarte markt).</translation>
    </message>
    <message>
        <source>{name} pays a card.</source>
        <translation>{name} betaalt een kaart.</translation>
    </message>
    <message>
        <source>{name} produces on the {card}.</source>
        <translation>{name} produceert: {card}.</translation>
    </message>
    <message>
        <source>{name} sells the good of the {card} for {cost}.</source>
        <translation>{name} verkoopt een goed ({card}) voor {cost}.</translation>
    </message>
    <message>
        <source>{name} sells {good} for {cost}.</source>
        <translation>{name} verkoopt {good} voor {cost}.</translation>
    </message>
    <message>
        <source>{name} keeps a card.</source>
        <translation>{name} houdt een kaart.</translation>
    </message>
    <message>
        <source>{name} discards a card.</source>
        <translation>{name} legt een kaart af.</translation>
    </message>
    <message>
        <source>{name} puts a card under the chapel.</source>
        <translation>{name} legt een kaart onder de kapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts a card on the discard pile.</source>
        <translation>{building}: {name} legt een kaart op de aflegstapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts a card under it.</source>
        <translation>{building}: {name} legt een kaart eronder.</translation>
    </message>
    <message>
        <source>{building}: {name} puts the {card} on the discard pile.</source>
        <translation>{building}: {name} legt {card} op de aflegstapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts the {card} under it.</source>
        <translation>{building}: {name} legt {card} eronder.</translation>
    </message>
    <message>
        <source>{name} keeps the {card}.</source>
        <translation>{name} houdt {card}.</translation>
    </message>
    <message>
        <source>{name} discards the {card}.</source>
        <translation>{name} legt {card} af.</translation>
    </message>
    <message>
        <source>{name} pays with the {card}.</source>
        <translation>{name} betaalt met {card}.</translation>
    </message>
    <message>
        <source>{name} puts the {card} under the chapel.</source>
        <translation>{name} legt {card} onder de kapel.</translation>
    </message>
    <message>
        <source>{name} pays with {cards}.</source>
        <translation>{name} betaalt met {cards}.</translation>
    </message>
    <message>
        <source>{name} produces on {cards}.</source>
        <translation>{name} produceert op {cards}.</translation>
    </message>
    <message>
        <source>{name} sells {goods}.</source>
        <translation>{name} verkoopt {goods}.</translation>
    </message>
    <message>
        <source>{name} keeps {cards}.</source>
        <translation>{name} houdt {cards}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} legt {cards} af.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} on the discard pile.</source>
        <translation>{building}: {name} legt {cards} op de aflegstapel.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} under it.</source>
        <translation>{building}: {name} legt {cards} eronder.</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>the good on the {card}</source>
        <translation>het goed van {card}</translation>
    </message>
    <message>
        <source>Round {n} · Governor: {name}</source>
        <translation>Ronde {n} · Gouverneur: {name}</translation>
    </message>
    <message>
        <source>{name} can build nothing.</source>
        <translation>{name} kan niets bouwen.</translation>
    </message>
    <message>
        <source>The game ended because {name}&apos;s city reached {count} buildings.</source>
        <translation>Het spel eindigde omdat de stad van {name} {count} gebouwen telde.</translation>
    </message>
    <message>
        <source>{name}&apos;s city has {count} buildings: the game ends after this builder phase.</source>
        <translation>De stad van {name} telt {count} gebouwen: het spel eindigt na deze bouwmeesterfase.</translation>
    </message>
    <message>
        <source>{name} draws {cards} more ({buildings}).</source>
        <translation>{name} trekt nog {cards} ({buildings}).</translation>
    </message>
    <message>
        <source>{name} draws {cards} ({buildings}).</source>
        <translation>{name} trekt {cards} ({buildings}).</translation>
    </message>
    <message>
        <source>{name} draws {cards} after building.</source>
        <translation>{name} trekt na het bouwen {cards}.</translation>
    </message>
    <message>
        <source>{name} takes {cards} ({role}).</source>
        <translation>{name} neemt {cards} ({role}).</translation>
    </message>
    <message>
        <source>{name} draws {drawn} ({role}), to keep {kept}.</source>
        <translation>{name} trekt {drawn} ({role}) om er {kept} van te houden.</translation>
    </message>
    <message>
        <source>{name} takes the cards drawn into the hand (archive) and discards {cards}.</source>
        <translation>{name} neemt de getrokken kaarten in de hand (archief) en legt {cards} af.</translation>
    </message>
    <message>
        <source>{name} draws {cards} as prospector.</source>
        <translation>{name} trekt als goudzoeker {cards}.</translation>
    </message>
    <message>
        <source>{name}&apos;s gold mine turns up {cards}: {name} keeps the {card}.</source>
        <translation>De goudmijn van {name} draait om: {cards}. {name} houdt {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s gold mine turns up {cards}: two costs are equal, no gold.</source>
        <translation>De goudmijn van {name} draait om: {cards}. Twee kosten gelijk, geen goud.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} is over the hand limit of {limit} and must discard {cards}.</source>
        <translation>{name} zit boven de handlimiet van {limit} en moet {cards} afleggen.</translation>
    </message>
    <message>
        <source>{name} keeps 4 cards of the starting hand.</source>
        <translation>{name} houdt 4 kaarten van de starthand.</translation>
    </message>
    <message>
        <source>{name}&apos;s customs office gets a good, face down.</source>
        <translation>Het douanekantoor van {name} krijgt gedekt een goed.</translation>
    </message>
    <message>
        <source>{building}: {name} discards {cards} and draws as many.</source>
        <translation>{building}: {name} legt {cards} af en trekt er evenveel bij.</translation>
    </message>
    <message>
        <source>{building}: {name} puts {cards} under it (1 VP each).</source>
        <translation>{building}: {name} legt {cards} eronder (elk 1 punt).</translation>
    </message>
    <message>
        <source>{building}: {name} puts one of the goods sold under it (1 VP).</source>
        <translation>{building}: {name} legt een van de verkochte goederen eronder (1 punt).</translation>
    </message>
    <message>
        <source>{card}: {name} draws a card.</source>
        <translation>{card}: {name} trekt een kaart.</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith turns up the {card}: nobody has built it, {name} takes it.</source>
        <translation>De goudsmederij van {name} draait om: {card}. Niemand heeft dit gebouw gebouwd: {name} neemt het.</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith turns up the {card}: it is built already and goes to the discard pile.</source>
        <translation>De goudsmederij van {name} draait om: {card}. Dit gebouw staat al in een stad en gaat naar de aflegstapel.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Indigo Plant</source>
        <translation>Indigoverwerkerij</translation>
    </message>
    <message>
        <source>Sugar Mill</source>
        <translation>Suikermolen</translation>
    </message>
    <message>
        <source>Tobacco Storage</source>
        <translation>Tabaksopslag</translation>
    </message>
    <message>
        <source>Coffee Roaster</source>
        <translation>Koffiebranderij</translation>
    </message>
    <message>
        <source>Silver Smelter</source>
        <translation>Zilversmelterij</translation>
    </message>
    <message>
        <source>Smithy</source>
        <translation>Smederij</translation>
    </message>
    <message>
        <source>Gold Mine</source>
        <translation>Goudmijn</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archief</translation>
    </message>
    <message>
        <source>Poor House</source>
        <translation>Armenhuis</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Zwarte markt</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handelspost</translation>
    </message>
    <message>
        <source>Well</source>
        <translation>Waterput</translation>
    </message>
    <message>
        <source>Market Stand</source>
        <translation>Marktkraam</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Kraan</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapel</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Toren</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aquaduct</translation>
    </message>
    <message>
        <source>Carpenter</source>
        <translation>Timmerwerkplaats</translation>
    </message>
    <message>
        <source>Prefecture</source>
        <translation>Prefectuur</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>Markthal</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steengroeve</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliotheek</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Standbeeld</translation>
    </message>
    <message>
        <source>Victory Column</source>
        <translation>Zegezuil</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Ruiterstandbeeld</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Gildehuis</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Stadhuis</translation>
    </message>
    <message>
        <source>Triumphal Arch</source>
        <translation>Triomfboog</translation>
    </message>
    <message>
        <source>Palace</source>
        <translation>Paleis</translation>
    </message>
    <message>
        <source>Office Building</source>
        <translation>Kanselarij</translation>
    </message>
    <message>
        <source>Guard Room</source>
        <translation>Wachthuis</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>Hut</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Herberg</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>Customs Office</source>
        <translation>Douanekantoor</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Haven</translation>
    </message>
    <message>
        <source>Goldsmith</source>
        <translation>Goudsmederij</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Residentie</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Kathedraal</translation>
    </message>
    <message>
        <source>The New Buildings</source>
        <translation>De nieuwe gebouwen</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bouwmeester</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>Opzichter</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Handelaar</translation>
    </message>
    <message>
        <source>Councillor</source>
        <translation>Raadsheer</translation>
    </message>
    <message>
        <source>Prospector</source>
        <translation>Goudzoeker</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>indigo</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>suiker</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tabak</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>koffie</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>zilver</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>Trading house</source>
        <translation>Handelshuis</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronde {n}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>Puerto Rico – the card game</source>
        <translation>Puerto Rico – het kaartspel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good(s)</source>
        <translation>
            <numerusform>%n goed</numerusform>
            <numerusform>%n goederen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPhases</name>
    <message>
        <source>Starting hands</source>
        <translation>Starthanden</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapel</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>Handlimiet</translation>
    </message>
    <message>
        <source>Choosing a role</source>
        <translation>Rolkeuze</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliotheek</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Bouwmeesterfase</translation>
    </message>
    <message>
        <source>Producer phase</source>
        <translation>Opzichterfase</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Handelaarfase</translation>
    </message>
    <message>
        <source>Councillor phase</source>
        <translation>Raadsheerfase</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <source>Office building</source>
        <translation>Kanselarij</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{round} · {what}</source>
        <translation>{round} · {what}</translation>
    </message>
    <message>
        <source>{title} · last phase of the game</source>
        <translation>{title} · laatste fase van het spel</translation>
    </message>
</context>
<context>
    <name>CardPrompt</name>
    <message>
        <source>{name} chooses a starting hand.</source>
        <translation>{name} kiest een starthand.</translation>
    </message>
    <message>
        <source>{name} may put a card under the chapel.</source>
        <translation>{name} mag een kaart onder de kapel leggen.</translation>
    </message>
    <message>
        <source>{name} discards down to the hand limit.</source>
        <translation>{name} legt af tot de handlimiet.</translation>
    </message>
    <message>
        <source>{name} chooses a role.</source>
        <translation>{name} kiest een rol.</translation>
    </message>
    <message>
        <source>{name} decides on the library.</source>
        <translation>{name} beslist over de bibliotheek.</translation>
    </message>
    <message>
        <source>{name} may build.</source>
        <translation>{name} mag bouwen.</translation>
    </message>
    <message>
        <source>{name} pays for a building.</source>
        <translation>{name} betaalt een gebouw.</translation>
    </message>
    <message>
        <source>{name} produces.</source>
        <translation>{name} produceert.</translation>
    </message>
    <message>
        <source>{name} sells goods.</source>
        <translation>{name} verkoopt goederen.</translation>
    </message>
    <message>
        <source>{name} chooses the cards to keep.</source>
        <translation>{name} kiest de kaarten die blijven.</translation>
    </message>
    <message>
        <source>{name} discards (archive).</source>
        <translation>{name} legt af (archief).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>{name} may swap cards at the office building.</source>
        <translation>{name} mag kaarten ruilen in de kanselarij.</translation>
    </message>
    <message>
        <source>{name} may put cards under the bank.</source>
        <translation>{name} mag kaarten onder de bank leggen.</translation>
    </message>
    <message>
        <source>Game over: {names} wins with {vp}.</source>
        <translation>Einde: {names} wint met {vp}.</translation>
    </message>
    <message>
        <source>{names} wins with {vp}.</source>
        <translation>{names} wint met {vp}.</translation>
    </message>
    <message>
        <source>Game over: {names} share the win with {vp}.</source>
        <translation>Einde: {names} delen de winst met {vp}.</translation>
    </message>
    <message>
        <source>{names} share the win with {vp}.</source>
        <translation>{names} delen de winst met {vp}.</translation>
    </message>
    <message>
        <source>Choose a role — click a role card, or drag it down to your city.</source>
        <translation>Kies een rol – klik op een rolkaart of sleep haar omlaag naar je stad.</translation>
    </message>
    <message>
        <source>With two players the governor takes a third role.</source>
        <translation>Met twee spelers kiest de gouverneur een derde rol.</translation>
    </message>
    <message>
        <source>Your library doubles one role&apos;s privilege this round: use it for the {role} now, or keep it for your next role?</source>
        <translation>Je bibliotheek verdubbelt deze ronde het voorrecht van één rol: nu gebruiken voor deze rol ({role}) of bewaren voor je volgende rol?</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your city to build it (onto one of your buildings to build over it with a crane) — or click the card, then your city.</source>
        <translation>Sleep een kaart uit je hand naar je stad om haar te bouwen (op een van je gebouwen om het met de kraan te overbouwen) – of klik op de kaart en dan op je stad.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your city to build it — or click the card, then your city.</source>
        <translation>Sleep een kaart uit je hand naar je stad om haar te bouwen – of klik op de kaart en dan op je stad.</translation>
    </message>
    <message>
        <source>As builder, with your library, you pay two cards less.</source>
        <translation>Als bouwmeester betaal je met je bibliotheek twee kaarten minder.</translation>
    </message>
    <message>
        <source>As builder you pay one card less.</source>
        <translation>Als bouwmeester betaal je een kaart minder.</translation>
    </message>
    <message>
        <source>You keep 4 cards to start with.</source>
        <translation>Je begint met 4 kaarten.</translation>
    </message>
    <message>
        <source>Archive: you took all the cards you drew into your hand.</source>
        <translation>Archief: je hebt alle getrokken kaarten in je hand genomen.</translation>
    </message>
    <message>
        <source>Click {cards} in your hand to discard, then press Discard.</source>
        <translation>Klik op {cards} in je hand om af te leggen en dan op ‘Afleggen’.</translation>
    </message>
    <message>
        <source>Press Discard.</source>
        <translation>Klik op ‘Afleggen’.</translation>
    </message>
    <message>
        <source>You may put one hand card under your chapel (1 VP at the end): click it and press the button — or keep your cards.</source>
        <translation>Je mag één handkaart onder je kapel leggen (1 punt aan het einde): klik erop en dan op de knop – of houd je kaarten.</translation>
    </message>
    <message>
        <source>Office building: you may swap up to {cards} from your hand — drag them onto your office building, or click them ({chosen} chosen); then press Swap. You draw as many.</source>
        <translation>Kanselarij: je mag tot {cards} uit je hand ruilen – sleep ze op je kanselarij of klik erop ({chosen} gekozen); klik dan op Ruilen. Je trekt er evenveel.</translation>
    </message>
    <message>
        <source>Bank (once in the game): drag any number of hand cards onto your bank, or click them ({chosen} chosen); then press “{confirm}”. Each is worth 1 VP at the end — or keep the bank for a later round (“{not_now}”).</source>
        <translation>Bank (één keer per spel): sleep zoveel handkaarten als je wilt op je bank of klik erop ({chosen} gekozen); klik dan op {confirm}. Elke kaart is aan het einde 1 punt waard – of bewaar de bank voor een latere ronde ({not_now}).</translation>
    </message>
    <message>
        <source>Produce up to {goods}: drag the deck onto your empty production buildings, or click them ({chosen} chosen); then press Produce.</source>
        <translation>Produceer hoogstens {goods}: sleep de trekstapel op je lege productiegebouwen of klik erop ({chosen} gekozen); dan op ‘Produceren’.</translation>
    </message>
    <message>
        <source>Sell up to {goods}: drag goods from your buildings onto the trading house, or click the buildings ({chosen} chosen); then press Sell. Prices in cards: {prices}.</source>
        <translation>Verkoop hoogstens {goods}: sleep goederen van je gebouwen naar het handelshuis of klik op de gebouwen ({chosen} gekozen); dan op ‘Verkopen’. Prijzen in kaarten: {prices}.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</source>
        <translation>Te betalen voor {building}: {price} in totaal. Al betaald (er was geen andere keuze): {paid}. Gekozen: {chosen}; nog {cards}. Klik op kaarten in je hand – of op goederen op je gebouwen (zwarte markt, hoogstens {goods}).</translation>
    </message>
    <message>
        <source>Pay for the {building}: {cards} more — click cards in your hand.</source>
        <translation>Te betalen voor {building}: nog {cards} – klik kaarten in je hand aan.</translation>
    </message>
    <message>
        <source>Your hand is over its limit of {limit} cards as the round starts.</source>
        <translation>Aan het begin van de ronde heb je meer kaarten dan je handlimiet van {limit}.</translation>
    </message>
    <message>
        <source>Councillor: you drew {drawn} and keep {keep}. Click the cards to keep ({left} more to choose), then press Keep.</source>
        <translation>Raadsheer: je trok {drawn} en houdt er {keep}. Klik op de kaarten die je houdt (nog {left}), dan op ‘Houden’.</translation>
    </message>
    <message>
        <source>Councillor: press Keep to take these cards.</source>
        <translation>Raadsheer: klik op ‘Houden’ om deze kaarten te nemen.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {price} in all. Paid already (there was no other choice): {paid}. Chosen: {chosen}; {cards} more — click cards in your hand.</source>
        <translation>Te betalen voor {building}: {price} in totaal. Al betaald (er was geen andere keuze): {paid}. Gekozen: {chosen}; nog {cards} – klik kaarten in je hand aan.</translation>
    </message>
    <message>
        <source>Pay for the {building}: {cards} more. Click cards in your hand — or goods on your buildings (black market, up to {goods}).</source>
        <translation>Te betalen voor {building}: nog {cards}. Klik op kaarten in je hand – of op goederen op je gebouwen (zwarte markt, hoogstens {goods}).</translation>
    </message>
    <message>
        <source>The {building} is paid for: press Pay to build it.</source>
        <translation>{building} is betaald: klik op ‘Betalen’ om te bouwen.</translation>
    </message>
</context>
<context>
    <name>CardRefusals</name>
    <message>
        <source>That is allowed now.</source>
        <translation>Dat mag nu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>That is not a move of the card game.</source>
        <translation>Dat is geen zet van het kaartspel.</translation>
    </message>
    <message>
        <source>Not now: first {ask}.</source>
        <translation>Nu niet: eerst {ask}.</translation>
    </message>
    <message>
        <source>That role has been chosen already this round.</source>
        <translation>Die rol is deze ronde al gekozen.</translation>
    </message>
    <message>
        <source>The library&apos;s question is not open now.</source>
        <translation>De vraag over de bibliotheek speelt nu niet.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart heb je niet in je hand.</translation>
    </message>
    <message>
        <source>You have that city building already: each may stand in a city only once.</source>
        <translation>Dat stadsgebouw heb je al: elk mag maar één keer in een stad staan.</translation>
    </message>
    <message>
        <source>You cannot pay for that building with the cards you have left.</source>
        <translation>Dat gebouw kun je met je overige kaarten niet betalen.</translation>
    </message>
    <message>
        <source>Only a crane lets you build over one of your buildings.</source>
        <translation>Alleen met een kraan mag je een van je gebouwen overbouwen.</translation>
    </message>
    <message>
        <source>The crane builds over your own buildings only.</source>
        <translation>De kraan overbouwt alleen je eigen gebouwen.</translation>
    </message>
    <message>
        <source>The crane cannot replace a building with another of the same kind.</source>
        <translation>De kraan kan een gebouw niet door een gelijk gebouw vervangen.</translation>
    </message>
    <message>
        <source>The crane cannot build over itself.</source>
        <translation>De kraan kan zichzelf niet overbouwen.</translation>
    </message>
    <message>
        <source>That card cannot be chosen now: the cards still to choose would not add up.</source>
        <translation>Die kaart kan nu niet: de overige kaarten zouden niet uitkomen.</translation>
    </message>
    <message>
        <source>The price must be paid in full: choose the cards to pay with.</source>
        <translation>De prijs moet helemaal betaald worden: kies de kaarten om mee te betalen.</translation>
    </message>
    <message>
        <source>No good lies on a building of that kind.</source>
        <translation>Op geen gebouw van die soort ligt een goed.</translation>
    </message>
    <message>
        <source>The black market takes at most two goods, and only while something is left to pay.</source>
        <translation>De zwarte markt neemt hoogstens twee goederen, en alleen zolang er nog iets te betalen is.</translation>
    </message>
    <message>
        <source>None of your buildings of that kind is empty.</source>
        <translation>Geen van je gebouwen van die soort is leeg.</translation>
    </message>
    <message>
        <source>That is not a production building.</source>
        <translation>Dat is geen productiegebouw.</translation>
    </message>
    <message>
        <source>That card is not among the cards you drew.</source>
        <translation>Die kaart zit niet bij de getrokken kaarten.</translation>
    </message>
    <message>
        <source>You must keep as many cards as the rules give you.</source>
        <translation>Je moet zoveel kaarten houden als de regels je geven.</translation>
    </message>
    <message>
        <source>You must discard down to the number the rules give.</source>
        <translation>Je moet afleggen tot het toegestane aantal.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Passen kan nu niet.</translation>
    </message>
    <message>
        <source>You have that city building already, crane or not.</source>
        <translation>Dat stadsgebouw heb je al, ook met een kraan.</translation>
    </message>
    <message>
        <source>That card belongs to an expansion this game is played without.</source>
        <translation>Die kaart hoort bij een uitbreiding waarmee dit spel niet gespeeld wordt.</translation>
    </message>
    <message>
        <source>That building can only be built from beside the trading house, and it is no longer there.</source>
        <translation>Dat gebouw kan alleen vanaf zijn plaats naast het handelshuis gebouwd worden, en daar ligt het niet meer.</translation>
    </message>
    <message>
        <source>The office building and the bank are used only at the start of a round, by their owners in turn.</source>
        <translation>De kanselarij en de bank worden alleen aan het begin van een ronde gebruikt, om de beurt door hun eigenaars.</translation>
    </message>
    <message>
        <source>The bank is used only once per game.</source>
        <translation>De bank wordt maar één keer per spel gebruikt.</translation>
    </message>
    <message>
        <source>choose the cards to discard</source>
        <translation>de kaarten kiezen om af te leggen</translation>
    </message>
    <message>
        <source>put a card under the chapel or keep your cards</source>
        <translation>een kaart onder de kapel leggen of je kaarten houden</translation>
    </message>
    <message>
        <source>discard down to the hand limit</source>
        <translation>afleggen tot de handlimiet</translation>
    </message>
    <message>
        <source>choose a role</source>
        <translation>een rol kiezen</translation>
    </message>
    <message>
        <source>say whether the library works now</source>
        <translation>zeggen of de bibliotheek nu werkt</translation>
    </message>
    <message>
        <source>build a building or build nothing</source>
        <translation>een gebouw bouwen of niets bouwen</translation>
    </message>
    <message>
        <source>pay for the building</source>
        <translation>het gebouw betalen</translation>
    </message>
    <message>
        <source>produce or stop</source>
        <translation>produceren of stoppen</translation>
    </message>
    <message>
        <source>sell or stop</source>
        <translation>verkopen of stoppen</translation>
    </message>
    <message>
        <source>choose the cards to keep</source>
        <translation>de kaarten kiezen die je houdt</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>een nieuw spel beginnen</translation>
    </message>
    <message>
        <source>swap cards at the office building or keep your hand</source>
        <translation>met de kanselarij kaarten ruilen of je hand houden</translation>
    </message>
    <message>
        <source>put cards under the bank or keep them</source>
        <translation>kaarten onder de bank leggen of ze houden</translation>
    </message>
    <message>
        <source>answer the question open now</source>
        <translation>de open vraag beantwoorden</translation>
    </message>
</context>
<context>
    <name>CardReveal</name>
    <message>
        <source>{name}&apos;s gold mine</source>
        <translation>Goudmijn van {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s goldsmith</source>
        <translation>Goudsmederij van {name}</translation>
    </message>
    <message>
        <source>All costs differ: {name} keeps the cheapest card, the {card}. The others go to the discard pile.</source>
        <translation>Alle kosten verschillen: {name} houdt de goedkoopste kaart, {card}. De andere gaan naar de aflegstapel.</translation>
    </message>
    <message>
        <source>Two costs are equal: no gold. The cards go to the discard pile.</source>
        <translation>Twee kosten zijn gelijk: geen goud. De kaarten gaan naar de aflegstapel.</translation>
    </message>
    <message>
        <source>Nobody has built the {card}: {name} takes it into the hand.</source>
        <translation>Niemand heeft {card} gebouwd: {name} neemt de kaart in de hand.</translation>
    </message>
    <message>
        <source>The {card} is built already: it goes to the discard pile.</source>
        <translation>{card} is al gebouwd: de kaart gaat naar de aflegstapel.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to close.</source>
        <translation>Klik om te sluiten.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <source>Every card is three things at once: a building when it lies face up in front of you, money while it is in your hand, and a good when it lies face down on one of your production buildings. Whoever has the most victory points when the game ends wins.</source>
        <translation>Elke kaart is drie dingen tegelijk: een gebouw als ze open voor je ligt, geld zolang je haar in de hand hebt, en een goed als ze gedekt op een van je productiegebouwen ligt. Wie aan het einde de meeste overwinningspunten heeft, wint.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebouw</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wat het doet</translation>
    </message>
    <message>
        <source>These rules apply only when the expansion “{expansion}” is chosen for a new game.</source>
        <translation>Deze regels gelden alleen als voor een nieuw spel de uitbreiding ‘{expansion}’ gekozen is.</translation>
    </message>
    <message>
        <source>The hand limit: 7 cards; 6 for a player without a {guard_room} while anybody has one (this program reads the card as limiting the others, not every game with the expansion); 12 with a {tower}.</source>
        <translation>De handlimiet: 7 kaarten; 6 voor een speler zonder {guard_room} zolang iemand er een heeft (dit programma leest de kaart zo dat ze de anderen beperkt, niet elk spel met de uitbreiding); met een {tower} 12.</translation>
    </message>
    <message>
        <source>The two bonus cards score on the same ladder: {ladder} VP for the first, second, third and fourth step, nothing for a fifth. The {residence} counts groups of three different buildings of one printed cost in its owner&apos;s city (production buildings, monuments and itself included; a building owned twice may serve two groups, never twice in one). The {cathedral} counts the buildings of printed cost 6 in the other players&apos; cities; it costs {cost} itself and is not one of them.</source>
        <translation>De twee bonuskaarten tellen volgens dezelfde ladder: {ladder} punten voor de eerste, tweede, derde en vierde trede, niets voor een vijfde. De {residence} telt groepen van drie verschillende gebouwen met dezelfde gedrukte kosten in de stad van haar eigenaar (productiegebouwen, monumenten en zijzelf meegeteld; een gebouw dat iemand twee keer heeft, mag in twee groepen zitten, nooit twee keer in één). De {cathedral} telt de gebouwen met gedrukte kosten 6 in de steden van de andere spelers; zelf kost ze {cost} en ze telt niet mee.</translation>
    </message>
    <message>
        <source>{count} new city buildings are shuffled into the deck. The {cathedral} is not: it lies face up beside the trading-house tiles from the start, and whoever builds it takes it from there, in a builder phase and as his one building of that phase. The builder&apos;s privilege, the {quarry} and the {crane} lower its price as for any city building.</source>
        <translation>{count} nieuwe stadsgebouwen worden door de trekstapel geschud. De {cathedral} niet: die ligt vanaf het begin open naast de handelshuiskaarten, en wie haar bouwt, neemt haar daar weg – in een bouwmeesterfase en als zijn enige gebouw van die fase. Het voorrecht van de bouwmeester, de {quarry} en de {crane} verlagen haar prijs zoals bij elk stadsgebouw.</translation>
    </message>
    <message>
        <source>When a round starts, these steps come first, each from the governor on:</source>
        <translation>Aan het begin van een ronde komen eerst deze stappen, telkens vanaf de gouverneur:</translation>
    </message>
    <message>
        <source>Whoever owns an {office_building} may swap one or two hand cards.</source>
        <translation>Wie een {office_building} heeft, mag één of twee handkaarten ruilen.</translation>
    </message>
    <message>
        <source>{chapel} and {bank}: cards may be slipped under them (under the bank only once in the game).</source>
        <translation>{chapel} en {bank}: er mogen kaarten onder geschoven worden (onder de bank maar één keer per spel).</translation>
    </message>
    <message>
        <source>Each player starts with an Indigo Plant in the city and four cards in the hand. With the variant set-up the governor gets five cards instead, the next player six, then seven and eight; each keeps four of them and discards the rest.</source>
        <translation>Iedereen begint met een indigoverwerkerij in de stad en vier kaarten in de hand. Met de variant krijgt de gouverneur in plaats daarvan vijf kaarten, de volgende speler zes, dan zeven en acht; ieder houdt er vier van en legt de rest af.</translation>
    </message>
    <message>
        <source>In a round the governor chooses one of the five roles first, then each other player in turn one of those still left (with two players the governor chooses a third one at the end). Everybody acts in the role&apos;s phase, starting with its chooser; only the chooser enjoys its privilege. Then the governor card moves on.</source>
        <translation>In elke ronde kiest eerst de gouverneur een van de vijf rollen, daarna om de beurt elke andere speler een van de rollen die nog over zijn (met twee spelers kiest de gouverneur aan het einde nog een derde). In de fase van een rol doet iedereen mee, te beginnen met wie haar koos; alleen die geniet haar voorrecht. Daarna gaat de gouverneurskaart door.</translation>
    </message>
    <message>
        <source>At the start of each round the chapels&apos; owners may first tuck a card under them; then nobody may hold more than seven cards (twelve with a tower): the rest are discarded.</source>
        <translation>Aan het begin van elke ronde mogen eerst de eigenaars van een kapel er een kaart onder schuiven; daarna mag niemand meer dan zeven kaarten houden (twaalf met een toren): de rest wordt afgelegd.</translation>
    </message>
    <message>
        <source>To build, lay a card from your hand in your city and pay its cost with other hand cards, which go to the discard pile. Each city building may stand only once in a city; production buildings as often as you like. A new city building works from the end of the builder phase in which it was built.</source>
        <translation>Om te bouwen leg je een handkaart in je stad en betaal je haar kosten met andere handkaarten, die op de aflegstapel gaan. Elk stadsgebouw mag maar één keer in een stad staan, productiegebouwen zo vaak je wilt. Een nieuw stadsgebouw werkt pas na de bouwmeesterfase waarin het gebouwd werd.</translation>
    </message>
    <message>
        <source>The game ends after the builder phase in which somebody builds a twelfth building. Then everybody counts the points printed on the buildings, one point per card under the chapel, and the bonuses of the great buildings (guild hall, city hall, triumphal arch, palace). Equal points: more cards in the hand and goods win.</source>
        <translation>Het spel eindigt na de bouwmeesterfase waarin iemand een twaalfde gebouw bouwt. Dan telt iedereen de punten op de gebouwen, één punt per kaart onder de kapel en de bonussen van de grote gebouwen (gildehuis, stadhuis, triomfboog, paleis). Bij gelijke stand wint wie meer handkaarten en goederen heeft.</translation>
    </message>
    <message>
        <source>Choose a role by clicking its card, or drag it down to your city.</source>
        <translation>Kies een rol door op haar kaart te klikken of haar omlaag naar je stad te slepen.</translation>
    </message>
    <message>
        <source>Build by dragging a card from your hand onto the free place of your city (onto a building of yours to build over it with a crane), or click the card and then the place; a double-click builds at once.</source>
        <translation>Bouw door een handkaart naar de vrije plaats in je stad te slepen (op een van je gebouwen om het met de kraan te overbouwen), of klik eerst op de kaart en dan op de plaats; een dubbelklik bouwt meteen.</translation>
    </message>
    <message>
        <source>Pay, discard and keep by clicking the cards (a click again puts one back); the prompt counts down what is still to choose, and the green button confirms.</source>
        <translation>Betalen, afleggen en houden gaat door op de kaarten te klikken (nog een klik legt er een terug); de aanwijzing telt wat er nog te kiezen is, en de groene knop bevestigt.</translation>
    </message>
    <message>
        <source>Produce by dragging the deck onto an empty production building, sell by dragging a good onto the trading house — or click the buildings — then confirm.</source>
        <translation>Produceer door de trekstapel op een leeg productiegebouw te slepen, verkoop door een goed naar het handelshuis te slepen – of klik op de gebouwen – en bevestig dan.</translation>
    </message>
    <message>
        <source>Several people at one screen: between their turns a hand-over screen hides the table, so nobody sees another person&apos;s hand.</source>
        <translation>Meerdere mensen aan één scherm: tussen hun beurten verbergt een overdrachtsscherm de tafel, zodat niemand de hand van een ander ziet.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrow keys move along a row of cards, Space picks a card up or chooses it, Enter puts it down or does what a double-click does, Shift+F1 explains the card. Tab goes to the next row, F6 to the next area (the bar at the top, your hand, the roles, your city, each other city, the log), Shift+F6 back.</source>
        <translation>Met het toetsenbord: de pijltjestoetsen gaan langs een rij kaarten, de spatiebalk pakt een kaart op of kiest haar, Enter legt haar neer of doet wat een dubbelklik doet, Shift+F1 legt de kaart uit. Tab gaat naar de volgende rij, F6 naar het volgende deel van het venster (de balk bovenaan, je hand, de rollen, je stad, elke andere stad, het spelverloop), Shift+F6 terug.</translation>
    </message>
    <message>
        <source>The card game: goal and set-up</source>
        <translation>Het kaartspel: doel en opbouw</translation>
    </message>
    <message>
        <source>A round and the five roles</source>
        <translation>Een ronde en de vijf rollen</translation>
    </message>
    <message>
        <source>Building and paying</source>
        <translation>Bouwen en betalen</translation>
    </message>
    <message>
        <source>The buildings</source>
        <translation>De gebouwen</translation>
    </message>
    <message>
        <source>The end and the scores</source>
        <translation>Het einde en de telling</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Zo speel je aan deze tafel</translation>
    </message>
    <message>
        <source>Expansion: The New Buildings</source>
        <translation>Uitbreiding: De nieuwe gebouwen</translation>
    </message>
</context>
<context>
    <name>CardScores</name>
    <message>
        <source>Buildings</source>
        <translation>Gebouwen</translation>
    </message>
    <message>
        <source>Chapel (cards under it)</source>
        <translation>Kapel (kaarten eronder)</translation>
    </message>
    <message>
        <source>Bank (cards under it)</source>
        <translation>Bank (kaarten eronder)</translation>
    </message>
    <message>
        <source>Harbor (cards under it)</source>
        <translation>Haven (kaarten eronder)</translation>
    </message>
    <message>
        <source>Guild hall bonus</source>
        <translation>Bonus gildehuis</translation>
    </message>
    <message>
        <source>City hall bonus</source>
        <translation>Bonus stadhuis</translation>
    </message>
    <message>
        <source>Triumphal arch bonus</source>
        <translation>Bonus triomfboog</translation>
    </message>
    <message>
        <source>Residence bonus</source>
        <translation>Bonus residentie</translation>
    </message>
    <message>
        <source>Cathedral bonus</source>
        <translation>Bonus kathedraal</translation>
    </message>
    <message>
        <source>Palace bonus</source>
        <translation>Bonus paleis</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Tie-break: cards in the hand + goods</source>
        <translation>Bij gelijkspel: handkaarten + goederen</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>The scores so far (if the game ended now)</source>
        <translation>De stand tot nu toe (als het spel nu eindigde)</translation>
    </message>
    <message>
        <source>Equal totals: more cards in the hand and goods win.</source>
        <translation>Bij gelijk totaal wint wie meer handkaarten en goederen heeft.</translation>
    </message>
    <message>
        <source>The palace adds one VP for every four of all the others.</source>
        <translation>Het paleis geeft één punt extra per vier andere.</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Punten per ronde</translation>
    </message>
    <message>
        <source>Cards in the hand by round</source>
        <translation>Handkaarten per ronde</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>A good lies on that building already.</source>
        <translation>Op dat gebouw ligt al een goed.</translation>
    </message>
    <message>
        <source>No good lies on that building.</source>
        <translation>Op dat gebouw ligt geen goed.</translation>
    </message>
    <message>
        <source>Nothing is to be chosen now.</source>
        <translation>Er valt nu niets te kiezen.</translation>
    </message>
    <message>
        <source>That cannot be chosen for this decision.</source>
        <translation>Dat kun je hiervoor niet kiezen.</translation>
    </message>
    <message>
        <source>You have chosen enough: press the green button, or click a card again to put it back.</source>
        <translation>Je hebt genoeg gekozen: klik op de groene knop, of klik nog eens op een kaart om haar terug te leggen.</translation>
    </message>
    <message>
        <source>Choose {cards} more first.</source>
        <translation>Kies eerst nog {cards}.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nieuw</translation>
    </message>
    <message>
        <source>costs you {cards}</source>
        <translation>kost je {cards}</translation>
    </message>
    <message>
        <source>Drag the {card} onto your {building} to build it over that ({cards}).</source>
        <translation>Sleep de kaart {card} naar je {building} om dat te overbouwen ({cards}).</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>Dat hoort daar niet.</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Betalen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Afleggen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Houden</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produceren</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkopen</translation>
    </message>
    <message>
        <source>Put under the chapel</source>
        <translation>Onder de kapel leggen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Ruilen</translation>
    </message>
    <message>
        <source>Put under the bank</source>
        <translation>Onder de bank leggen</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Hand houden</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
    <message>
        <source>Use the library now</source>
        <translation>Bibliotheek nu gebruiken</translation>
    </message>
    <message>
        <source>Keep it for my next role</source>
        <translation>Bewaren voor mijn volgende rol</translation>
    </message>
    <message>
        <source>Build nothing</source>
        <translation>Niets bouwen</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Kaarten houden</translation>
    </message>
    <message>
        <source>Another building</source>
        <translation>Ander gebouw</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Produce nothing</source>
        <translation>Niets produceren</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <translation>Niets verkopen</translation>
    </message>
    <message>
        <source>Build here</source>
        <translation>Hier bouwen</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (jij)</translation>
    </message>
    <message>
        <source>{name}: city</source>
        <translation>{name}: stad</translation>
    </message>
    <message>
        <source>{built}/{goal}</source>
        <translation>{built}/{goal}</translation>
    </message>
    <message>
        <source>Buildings: {built}. The game ends after the builder phase in which a city reaches {goal}.</source>
        <translation>Gebouwen: {built}. Het spel eindigt na de bouwmeesterfase waarin een stad {goal} gebouwen bereikt.</translation>
    </message>
    <message>
        <source>Cards in the hand: {count}</source>
        <translation>Handkaarten: {count}</translation>
    </message>
    <message>
        <source>Victory points so far: {vp}</source>
        <translation>Overwinningspunten tot nu toe: {vp}</translation>
    </message>
    <message>
        <source>Deck and discard pile</source>
        <translation>Trek- en aflegstapel</translation>
    </message>
    <message>
        <source>Your hand ({cards})</source>
        <translation>Jouw hand ({cards})</translation>
    </message>
    <message>
        <source>green coin: what the building costs you</source>
        <translation>groene munt: wat het bouwen van de kaart je kost</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>Geen kaarten in je hand.</translation>
    </message>
    <message>
        <source>No cards in your hand. The {councillor}, the {prospector} and the goods you sell bring new ones.</source>
        <translation>Geen kaarten in je hand. De {councillor}, de {prospector} en de goederen die je verkoopt, leveren nieuwe op.</translation>
    </message>
    <message>
        <source>The cards you drew ({role})</source>
        <translation>De kaarten die je trok ({role})</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Jouw beurt, {player}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Telling tonen</translation>
    </message>
</context>
<context>
    <name>CardTips</name>
    <message>
        <source>A production building. When the producer is chosen, a card from the deck may be laid on it face down: a good of {good}. A trader sells goods for cards.</source>
        <translation>Een productiegebouw. Als de opzichter gekozen wordt, kan er een kaart van de trekstapel gedekt op komen te liggen: een goed {good}. Een handelaar verkoopt goederen voor kaarten.</translation>
    </message>
    <message>
        <source>Each production building you build costs you one card less.</source>
        <translation>Elk productiegebouw dat je bouwt, kost je een kaart minder.</translation>
    </message>
    <message>
        <source>When you build, up to two of your goods may pay instead of hand cards.</source>
        <translation>Bij het bouwen mogen hoogstens twee van je goederen betalen in plaats van handkaarten.</translation>
    </message>
    <message>
        <source>When a trader is chosen, you may sell one good more.</source>
        <translation>Als de handelaar gekozen wordt, mag je een goed meer verkopen.</translation>
    </message>
    <message>
        <source>When you produce two goods or more at once, you draw a card.</source>
        <translation>Produceer je in één keer twee goederen of meer, dan trek je een kaart.</translation>
    </message>
    <message>
        <source>When you sell two goods or more at once, you draw a card.</source>
        <translation>Verkoop je in één keer twee goederen of meer, dan trek je een kaart.</translation>
    </message>
    <message>
        <source>You may build on top of one of your buildings: the old one leaves the game and its cost is taken off the new one&apos;s price (nothing is paid back if it cost more). Not over the crane or a building of the same name; the old one no longer helps pay, and your city does not grow by one. A good on the old building goes to the discard pile; the cards under an old chapel go on counting.</source>
        <translation>Je mag een van je gebouwen overbouwen: het oude verlaat het spel en zijn kosten gaan van de prijs van het nieuwe af (was het duurder, dan krijg je niets terug). Niet over de kraan of een gebouw met dezelfde naam; het oude helpt niet meer bij het betalen, en je stad groeit niet met één. Een goed op het oude gebouw gaat naar de aflegstapel; de kaarten onder een overbouwde kapel blijven meetellen.</translation>
    </message>
    <message>
        <source>At the start of every round you may slip one hand card under the chapel; each card there is worth 1 VP at the end.</source>
        <translation>Aan het begin van elke ronde mag je één handkaart onder de kapel schuiven; elke kaart daar is aan het einde 1 punt waard.</translation>
    </message>
    <message>
        <source>At the start of a round you may hold up to {limit} cards instead of {base}.</source>
        <translation>Aan het begin van een ronde mag je tot {limit} kaarten in je hand houden in plaats van {base}.</translation>
    </message>
    <message>
        <source>When a producer is chosen, you may produce one good more.</source>
        <translation>Als de opzichter gekozen wordt, mag je een goed meer produceren.</translation>
    </message>
    <message>
        <source>When you sell at least one good, you draw one card more.</source>
        <translation>Verkoop je minstens één goed, dan trek je een kaart meer.</translation>
    </message>
    <message>
        <source>Each city building you build costs you one card less.</source>
        <translation>Elk stadsgebouw dat je bouwt, kost je een kaart minder.</translation>
    </message>
    <message>
        <source>A monument: it is worth its victory points and does nothing else.</source>
        <translation>Een monument: het is zijn overwinningspunten waard en doet verder niets.</translation>
    </message>
    <message>
        <source>At the end: 1 VP for each of your production buildings, and 1 more for each different kind among them.</source>
        <translation>Aan het einde: 1 punt per productiegebouw en 1 extra per verschillende soort daaronder.</translation>
    </message>
    <message>
        <source>At the end: 1 VP for each city building in your city, this one included.</source>
        <translation>Aan het einde: 1 punt per stadsgebouw in je stad, dit meegeteld.</translation>
    </message>
    <message>
        <source>At the end: 4, 6 or 8 VP for one, two or three different monuments.</source>
        <translation>Aan het einde: 4, 6 of 8 punten voor één, twee of drie verschillende monumenten.</translation>
    </message>
    <message>
        <source>At the end: one more VP for every 4 VP you have, everything counted.</source>
        <translation>Aan het einde: één punt extra per 4 punten die je in totaal hebt.</translation>
    </message>
    <message>
        <source>Production building</source>
        <translation>Productiegebouw</translation>
    </message>
    <message>
        <source>City building</source>
        <translation>Stadsgebouw</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Great building (bonus at the end)</source>
        <translation>Groot gebouw (bonus aan het einde)</translation>
    </message>
    <message>
        <source>Everybody may build one building from the hand, paying its cost with other hand cards. Privilege: the builder pays one card less.</source>
        <translation>Iedereen mag één gebouw uit de hand bouwen en betaalt met andere handkaarten. Voorrecht: de bouwmeester betaalt een kaart minder.</translation>
    </message>
    <message>
        <source>Everybody may lay a card from the deck face down on one empty production building. Privilege: the producer may fill one building more.</source>
        <translation>Iedereen mag een kaart van de trekstapel gedekt op een leeg productiegebouw leggen. Voorrecht: de opzichter mag een gebouw meer vullen.</translation>
    </message>
    <message>
        <source>A trading-house tile is turned up; everybody may sell one good for cards at its prices. Privilege: the trader may sell one good more.</source>
        <translation>Een handelshuiskaart wordt omgedraaid; iedereen mag tegen haar prijzen een goed verkopen voor kaarten. Voorrecht: de handelaar mag een goed meer verkopen.</translation>
    </message>
    <message>
        <source>A good lies face down on the {card}: nobody knows the card. Sold in a trader phase, it brings its owner {cards}.</source>
        <translation>Op het {card} ligt gedekt een goed: niemand kent de kaart. Verkocht in een handelaarfase levert het de eigenaar {cards} op.</translation>
    </message>
    <message>
        <source>Built over your {building}, it costs you {cards} now.</source>
        <translation>Over je {building} gebouwd kost het je nu {cards}.</translation>
    </message>
    <message>
        <source>Whenever anyone chooses the prospector, four cards are turned up for you: if their costs all differ, you take the cheapest and discard the others; if two costs are equal, you get nothing and all four are discarded.</source>
        <translation>Telkens als iemand de goudzoeker kiest, worden voor jou vier kaarten omgedraaid: zijn hun kosten allemaal verschillend, dan neem je de goedkoopste en leg je de andere af; zijn twee kosten gelijk, dan krijg je niets en gaan alle vier op de aflegstapel.</translation>
    </message>
    <message>
        <source>In every councillor phase, whoever chose the role, you take all the cards you draw into your hand, then discard as many as you would otherwise have thrown away, chosen from your whole hand.</source>
        <translation>In elke raadsheerfase, wie de rol ook koos, neem je alle getrokken kaarten in je hand en leg je daarna uit je hele hand zoveel af als je anders had weggelegd.</translation>
    </message>
    <message>
        <source>After you build, you draw a card if you hold no more than one (counted after the carpenter&apos;s card).</source>
        <translation>Na het bouwen trek je een kaart als je er hoogstens nog één hebt (geteld na de kaart van de timmerwerkplaats).</translation>
    </message>
    <message>
        <source>Each time you build a city building after this one, you draw a card afterwards.</source>
        <translation>Telkens als je na dit gebouw een stadsgebouw bouwt, trek je daarna een kaart.</translation>
    </message>
    <message>
        <source>In every councillor phase, whoever chose the role, you keep one card more.</source>
        <translation>In elke raadsheerfase, wie de rol ook koos, houd je een kaart meer.</translation>
    </message>
    <message>
        <source>The privilege of every role you choose counts twice (as councillor you draw eight). With two players it works once per round.</source>
        <translation>Het voorrecht van elke rol die je kiest, telt dubbel (als raadsheer trek je er acht). Met twee spelers werkt ze één keer per ronde.</translation>
    </message>
    <message>
        <source>* Not printed in the 2018 rulebook: the value this program assumes (from the 2009 version of the expansion, or the base deck&apos;s pattern).</source>
        <translation>* Niet gedrukt in de spelregels van 2018: de waarde die dit programma aanneemt (uit de versie van de uitbreiding uit 2009, of naar het patroon van het basisspel).</translation>
    </message>
    <message>
        <source>Everybody draws two cards and keeps one of them. Privilege: the councillor draws three more, five in all.</source>
        <translation>Iedereen trekt twee kaarten en houdt er één van. Voorrecht: de raadsheer trekt er drie meer, vijf in totaal.</translation>
    </message>
    <message>
        <source>Only the prospector draws a card (and every gold mine looks for gold). Nobody else acts.</source>
        <translation>Alleen de goudzoeker trekt een kaart (en elke goudmijn zoekt naar goud). Verder doet niemand iets.</translation>
    </message>
    <message>
        <source>Only the prospector draws a card (and every gold mine looks for gold, every goldsmith turns up a card). Nobody else acts.</source>
        <translation>Alleen de goudzoeker trekt een kaart (en elke goudmijn zoekt naar goud, elke goudsmederij draait een kaart om). Verder doet niemand iets.</translation>
    </message>
    <message>
        <source>The deck: {count}. Cards are drawn from it; when it runs out, the discard pile is shuffled to make a new one.</source>
        <translation>De trekstapel: {count}. Hiervan wordt getrokken; is hij op, dan wordt de aflegstapel tot een nieuwe geschud.</translation>
    </message>
    <message>
        <source>The discard pile: {count}, face down. Cards paid, discarded and goods sold go here.</source>
        <translation>De aflegstapel: {count}, gedekt. Hier komen betaalde en afgelegde kaarten en verkochte goederen.</translation>
    </message>
    <message>
        <source>The trading house: each trader turns up the next tile, which says how many cards a good of each kind brings.</source>
        <translation>Het handelshuis: elke handelaar draait de volgende kaart om; die zegt hoeveel kaarten een goed van elke soort oplevert.</translation>
    </message>
    <message>
        <source>The governor chooses the first role of the round; the card moves on each round.</source>
        <translation>De gouverneur kiest de eerste rol van de ronde; de kaart gaat elke ronde door.</translation>
    </message>
    <message>
        <source>Your hand: cards to build, and the money to pay with. Only you see them.</source>
        <translation>Jouw hand: kaarten om te bouwen en het geld om mee te betalen. Alleen jij ziet ze.</translation>
    </message>
    <message>
        <source>A good of {good}, lying face down on the {card}: sell it as trader.</source>
        <translation>Een goed {good}, gedekt op {card}: verkoop het als handelaar.</translation>
    </message>
    <message>
        <source>Built since your last move (the star on the card says so).</source>
        <translation>Gebouwd sinds je laatste zet (dat zegt de ster op de kaart).</translation>
    </message>
    <message>
        <source>Built since the position shown before (the star on the card says so).</source>
        <translation>Gebouwd sinds de stand die hiervoor werd getoond (dat zegt de ster op de kaart).</translation>
    </message>
    <message>
        <source>Cards under the chapel: {count}, 1 VP each at the end.</source>
        <translation>Kaarten onder de kapel: {count}, aan het einde elk 1 punt.</translation>
    </message>
    <message>
        <source>Cards under the bank: {count}, 1 VP each at the end.</source>
        <translation>Kaarten onder de bank: {count}, aan het einde elk 1 punt.</translation>
    </message>
    <message>
        <source>You put these under it: {cards}.</source>
        <translation>Jij legde eronder: {cards}.</translation>
    </message>
    <message>
        <source>Cards under the harbor: {count}, face down, 1 VP each at the end; nobody knows them.</source>
        <translation>Kaarten onder de haven: {count}, gedekt, aan het einde elk 1 punt; niemand kent ze.</translation>
    </message>
    <message>
        <source>VP: see below</source>
        <translation>Punten: zie onder</translation>
    </message>
    <message>
        <source>Cost {cost} · {vp}</source>
        <translation>Kosten {cost} · {vp}</translation>
    </message>
    <message>
        <source>Building it costs you {cards} now.</source>
        <translation>Het bouwen kost je nu {cards}.</translation>
    </message>
    <message>
        <source>At the start of each round you may swap one or two hand cards: put them on the discard pile and draw as many from the deck.</source>
        <translation>Aan het begin van elke ronde mag je één of twee handkaarten ruilen: leg ze op de aflegstapel en trek er evenveel van de trekstapel.</translation>
    </message>
    <message>
        <source>While a guard room stands in any city, every player without one may keep only 6 cards when a round starts; its owner keeps 7 (a tower still allows 12).</source>
        <translation>Zolang er in een stad een wachthuis staat, mag elke speler zonder wachthuis aan het begin van een ronde maar 6 kaarten houden; de eigenaar houdt er 7 (een toren staat er nog steeds 12 toe).</translation>
    </message>
    <message>
        <source>After a trader phase in which nobody sold a single good, you draw a card.</source>
        <translation>Na een handelaarfase waarin niemand ook maar één goed verkocht heeft, trek je een kaart.</translation>
    </message>
    <message>
        <source>After each builder phase you draw a card if you have the fewest buildings: nobody has fewer and at least one player has more.</source>
        <translation>Na elke bouwmeesterfase trek je een kaart als je de minste gebouwen hebt: niemand heeft er minder en minstens één speler heeft er meer.</translation>
    </message>
    <message>
        <source>If your crane builds over this park, it takes up to 6 cards off the new building&apos;s price instead of up to 3.</source>
        <translation>Overbouw je dit park met je kraan, dan gaan er tot 6 in plaats van tot 3 kaarten van de prijs van het nieuwe gebouw af.</translation>
    </message>
    <message>
        <source>When a councillor phase begins, the top card of the deck is laid unseen on your customs office as a good (if none lies there yet). Sold in a trader phase it brings 2 cards, whatever the tile says; otherwise it counts as a good like any other.</source>
        <translation>Aan het begin van een raadsheerfase wordt de bovenste kaart van de trekstapel ongezien als goed op je douanekantoor gelegd (als daar nog geen ligt). Verkocht in een handelaarfase levert het 2 kaarten op, wat de handelshuiskaart ook zegt; verder telt het als elk ander goed.</translation>
    </message>
    <message>
        <source>Once in the whole game, at the start of a round before the hand limit is checked, you may slip as many hand cards as you like under the bank; each is worth 1 VP at the end.</source>
        <translation>Eén keer in het hele spel mag je aan het begin van een ronde, voordat de handlimiet gecontroleerd wordt, zoveel handkaarten als je wilt onder de bank schuiven; elke kaart is aan het einde 1 punt waard.</translation>
    </message>
    <message>
        <source>Each time you sell goods in a trader phase, one of the sold cards goes face down under the harbor instead of onto the discard pile; each is worth 1 VP at the end.</source>
        <translation>Telkens als je in een handelaarfase goederen verkoopt, gaat een van de verkochte kaarten gedekt onder de haven in plaats van op de aflegstapel; elke kaart is aan het einde 1 punt waard.</translation>
    </message>
    <message>
        <source>In every prospector phase the top card of the deck is shown to everybody: if no player has built that building yet, it goes into your hand, otherwise onto the discard pile.</source>
        <translation>In elke goudzoekerfase wordt de bovenste kaart van de trekstapel aan iedereen getoond: heeft nog niemand dat gebouw gebouwd, dan gaat ze naar je hand, anders op de aflegstapel.</translation>
    </message>
    <message>
        <source>At the end: bonus VP for each group of three different buildings of the same cost in your city, {ladder} VP for the first, second, third and fourth group, nothing after that. A building you own twice may be in two groups.</source>
        <translation>Aan het einde: bonuspunten voor elke groep van drie verschillende gebouwen met dezelfde kosten in je stad, {ladder} punten voor de eerste, tweede, derde en vierde groep, daarna niets meer. Een gebouw dat je twee keer hebt, mag in twee groepen zitten.</translation>
    </message>
    <message>
        <source>Lies face up beside the trading house; in a builder phase anybody may build it from there as his building. At the end: {ladder} VP for the first, second, third and fourth 6-cost building in the other players&apos; cities, nothing after that.</source>
        <translation>Ligt open naast het handelshuis; in een bouwmeesterfase mag iedereen haar daarvandaan bouwen als zijn gebouw. Aan het einde: {ladder} punten voor het eerste, tweede, derde en vierde gebouw met kosten 6 in de steden van de andere spelers, daarna niets meer.</translation>
    </message>
    <message>
        <source>With the new buildings: the {cathedral} beside the trading house may be built too, and after the phase the owner of a {tavern} draws a card if he has the fewest buildings.</source>
        <translation>Met de nieuwe gebouwen: ook de {cathedral} naast het handelshuis kan gebouwd worden, en na de fase trekt de eigenaar van een {tavern} een kaart als hij de minste gebouwen heeft.</translation>
    </message>
    <message>
        <source>With the new buildings: the good on a {customs_office} sells for 2 cards, a {harbor} keeps one card of its owner&apos;s sale as 1 VP, and if nobody sold anything, the owner of each {hut} draws a card.</source>
        <translation>Met de nieuwe gebouwen: het goed op een {customs_office} levert bij verkoop 2 kaarten op, een {harbor} houdt een kaart van de verkoop van zijn eigenaar als 1 punt, en als niemand iets verkocht heeft, trekt de eigenaar van elke {hut} een kaart.</translation>
    </message>
    <message>
        <source>With the new buildings: first every empty {customs_office} gets a good, unseen, from the deck.</source>
        <translation>Met de nieuwe gebouwen: eerst krijgt elk leeg {customs_office} ongezien een goed van de trekstapel.</translation>
    </message>
    <message>
        <source>Lies face up beside the trading house until somebody builds it; it is never in a hand.</source>
        <translation>Ligt open naast het handelshuis tot iemand haar bouwt; ze is nooit in een hand.</translation>
    </message>
</context>
<context>
    <name>CardTutorial</name>
    <message>
        <source>Welcome to {game}</source>
        <translation>Welkom bij {game}</translation>
    </message>
    <message>
        <source>{round} begins</source>
        <translation>{round} begint</translation>
    </message>
    <message>
        <source>You have met all five roles</source>
        <translation>Je kent nu alle vijf rollen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>In turn, beginning with the chooser, everybody may build one building: lay a card from your hand into your city and pay its cost with other hand cards, which go to the discard pile. The {builder} pays one card less. Production buildings may appear more than once in a city, each violet building only once. In your turn the green coin on a card says what the building costs you.</source>
        <translation>Om de beurt, te beginnen bij wie de rol koos, mag iedereen één gebouw bouwen: leg een kaart uit je hand in je stad en betaal de kosten met andere handkaarten, die naar de aflegstapel gaan. De {builder} betaalt één kaart minder. Productiegebouwen mogen meer dan eens in een stad staan, elk paars gebouw maar één keer. In je beurt staat op de groene munt van een kaart wat het bouwen ervan je kost.</translation>
    </message>
    <message>
        <source>Everybody puts the top card of the deck, face down, on one empty production building of their city: that card is now a good. The {producer} may fill one more building. A building that still holds a good produces nothing.</source>
        <translation>Iedereen legt de bovenste kaart van de trekstapel gedekt op een leeg productiegebouw in zijn stad: die kaart is nu een goed. De {producer} mag één gebouw meer vullen. Een gebouw waar nog een goed op ligt, produceert niets.</translation>
    </message>
    <message>
        <source>Everybody may sell one good, the {trader} one more. A sold good goes to the discard pile, and its seller draws new cards as payment: the tile turned up in the trading house for this phase shows how many cards each good brings; the dearer goods bring more.</source>
        <translation>Iedereen mag één goed verkopen, de {trader} één meer. Een verkocht goed gaat naar de aflegstapel, en de verkoper trekt als betaling nieuwe kaarten: het tegeltje dat voor deze fase in het handelshuis wordt omgedraaid, toont hoeveel kaarten elk goed oplevert; de duurdere goederen leveren meer op.</translation>
    </message>
    <message>
        <source>Only the {prospector} gains something: one card from the deck. The others get nothing, unless they own a {gold_mine}. Take it when no other role is of much use to you.</source>
        <translation>Alleen de {prospector} krijgt iets: één kaart van de trekstapel. De anderen krijgen niets, tenzij ze een {gold_mine} hebben. Neem hem als geen andere rol je veel oplevert.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto your outlined city to build it; you pay for it in the next step. Or press “{build_nothing}” to keep your cards.</source>
        <translation>Sleep een kaart uit je hand naar je omlijnde stad om hem te bouwen; je betaalt in de volgende stap. Of druk op ‘{build_nothing}’ om je kaarten te houden.</translation>
    </message>
    <message>
        <source>Pay for the building: click the cards in your hand you can spare most, as many as the line at the top asks, then press “{pay}”. They go to the discard pile.</source>
        <translation>Betaal het gebouw: klik de kaarten in je hand aan die je het best kunt missen, zoveel als de regel bovenaan vraagt, en druk dan op ‘{pay}’. Ze gaan naar de aflegstapel.</translation>
    </message>
    <message>
        <source>Click the empty production buildings of your city that are to get a good (or drag the deck onto them), then press “{produce}”.</source>
        <translation>Klik de lege productiegebouwen in je stad aan die een goed moeten krijgen (of sleep de trekstapel erop), en druk dan op ‘{produce}’.</translation>
    </message>
    <message>
        <source>Click a good lying on one of your buildings (or drag it onto the trading house), then press “{sell}”. The line at the top says what each good brings.</source>
        <translation>Klik een goed op een van je gebouwen aan (of sleep het naar het handelshuis), en druk dan op ‘{sell}’. De regel bovenaan zegt wat elk goed oplevert.</translation>
    </message>
    <message>
        <source>Click the card you want to keep among the ones you drew, then press “{keep}”. The others go to the discard pile.</source>
        <translation>Klik bij de getrokken kaarten de kaart aan die je wilt houden, en druk dan op ‘{keep}’. De andere gaan naar de aflegstapel.</translation>
    </message>
    <message>
        <source>A star on the others&apos; buildings marks what they built since your last move.</source>
        <translation>Een ster op de gebouwen van de anderen laat zien wat ze sinds je laatste zet hebben gebouwd.</translation>
    </message>
    <message>
        <source>Everybody draws two cards, keeps one of them and discards the other. The {councillor} draws five cards instead of two and still keeps one: a good way to look for the building you need.</source>
        <translation>Iedereen trekt twee kaarten, houdt er één van en legt de andere af. De {councillor} trekt vijf kaarten in plaats van twee en houdt er toch één: een goede manier om het gebouw te zoeken dat je nodig hebt.</translation>
    </message>
    <message>
        <source>Every card plays three parts: a building for your city, money (you pay for a building with other cards from your hand) and, lying face down on a production building, a good. Your opponents are two computer players, beginners too. Each round every player chooses one of the five roles; everybody then plays it in turn, and its chooser gets a privilege. When somebody has 12 buildings, the game ends with that {builder} phase; the most victory points win.</source>
        <translation>Elke kaart speelt drie rollen: een gebouw voor je stad, geld (een gebouw betaal je met andere handkaarten) en, gedekt op een productiegebouw, een goed. Je tegenstanders zijn twee computerspelers, ook beginners. Elke ronde kiest elke speler een van de vijf rollen; daarna voert iedereen die om de beurt uit, en wie hem koos krijgt een voorrecht. Heeft iemand 12 gebouwen, dan eindigt het spel met die {builder}fase; de meeste overwinningspunten winnen.</translation>
    </message>
    <message>
        <source>The {governor} card has moved on to the next player, who chooses the first role now. Before the roles are chosen, whoever owns a {chapel} may put one hand card face down under it (one victory point each at the end). Then everybody who holds more than seven cards discards down to seven: keep that in mind when you collect cards.</source>
        <translation>De {governor}skaart is doorgegeven aan de volgende speler, die nu als eerste een rol kiest. Voordat de rollen gekozen worden, mag wie een {chapel} heeft er één handkaart gedekt onder leggen (aan het eind elk één overwinningspunt). Daarna legt iedereen met meer dan zeven kaarten af tot zeven: denk daaraan als je kaarten verzamelt.</translation>
    </message>
    <message>
        <source>From now on the tutorial only tells you what to do; the choices are yours. Choose the role that helps you more than the others: the {councillor} when you look for a particular building, the {producer} and the {trader} when your production buildings can earn you cards, the {builder} when your hand can pay for a good building.</source>
        <translation>Vanaf nu vertelt de uitleg je alleen nog wat je moet doen; de keuzes zijn aan jou. Kies de rol die jou meer helpt dan de anderen: de {councillor} als je een bepaald gebouw zoekt, de {producer} en de {trader} als je productiegebouwen je kaarten kunnen opleveren, de {builder} als je hand een goed gebouw kan betalen.</translation>
    </message>
    <message>
        <source>The score sheet shows where everybody&apos;s victory points came from: the points printed on the buildings, one point for each card under a {chapel}, and the bonuses of the buildings that cost 6. The {guild_hall} gives one point for each production building and one more for each different kind of them, the {city_hall} one point for each violet building, the {triumphal_arch} 4, 6 or 8 points for one, two or three different monuments, and the {palace} a quarter of all the other points. For your next game, choose New game in the File menu.</source>
        <translation>De telling toont waar ieders overwinningspunten vandaan komen: de punten die op de gebouwen staan, één punt voor elke kaart onder een {chapel}, en de bonussen van de gebouwen die 6 kosten. Het {guild_hall} geeft één punt voor elk productiegebouw en één meer voor elke verschillende soort daarvan, het {city_hall} één punt voor elk paars gebouw, de {triumphal_arch} 4, 6 of 8 punten voor één, twee of drie verschillende monumenten, en het {palace} een kwart van alle andere punten. Kies voor je volgende spel in het menu Bestand ‘Nieuw spel…’.</translation>
    </message>
    <message>
        <source>Your {archive} put all the cards you drew into your hand: click the cards you can spare most, as many as the line at the top asks, then press “{discard_button}”.</source>
        <translation>Je {archive} heeft alle getrokken kaarten in je hand gebracht: klik de kaarten aan die je het best kunt missen, zoveel als de regel bovenaan vraagt, en druk dan op ‘{discard_button}’.</translation>
    </message>
    <message>
        <source>You hold more than seven cards: click the ones you can spare most, as many as the line at the top asks, then press “{discard_button}”.</source>
        <translation>Je hebt meer dan zeven kaarten: klik de kaarten aan die je het best kunt missen, zoveel als de regel bovenaan vraagt, en druk dan op ‘{discard_button}’.</translation>
    </message>
    <message>
        <source>Your {chapel} may take one card: click the hand card you can spare most and press “{tuck}”; it is worth one victory point at the end. Or press “{keep_cards}”.</source>
        <translation>Je {chapel} mag één kaart opnemen: klik de handkaart aan die je het best kunt missen en druk op ‘{tuck}’; aan het eind is die één overwinningspunt waard. Of druk op ‘{keep_cards}’.</translation>
    </message>
</context>
<context>
    <name>Draft</name>
    <message>
        <source>Chosen, it comes onto the board with its twin.</source>
        <translation>Wordt het gekozen, dan komt ook het tweede exemplaar op het bord.</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>Kosten {cost}</translation>
    </message>
    <message>
        <source>A free space for a building that costs {cost}: drag one of that cost here.</source>
        <translation>Een vrij vak voor een gebouw van {cost}: sleep er een met die kosten hierheen.</translation>
    </message>
    <message>
        <source>That space is taken: put the {building} on a free space that costs {cost}.</source>
        <translation>Dit vak is bezet: leg het gebouw {building} op een vrij vak van {cost}.</translation>
    </message>
    <message>
        <source>That space is for a building that costs {space}; the {building} costs {cost}.</source>
        <translation>Dit vak is voor een gebouw van {space}; het gebouw {building} kost {cost}.</translation>
    </message>
    <message>
        <source>Buildings to choose from</source>
        <translation>Gebouwen om uit te kiezen</translation>
    </message>
    <message>
        <source>The base game&apos;s and the expansion&apos;s buildings that a free space of their cost can still take. Drag one onto the board, or double-click it.</source>
        <translation>De gebouwen van het basisspel en van de uitbreiding waarvoor nog een vak met hun kosten vrij is. Sleep er een op het bord of dubbelklik erop.</translation>
    </message>
    <message>
        <source>The board: {filled} of {spaces} spaces taken</source>
        <translation>Het bord: {filled} van {spaces} vakken bezet</translation>
    </message>
    <message>
        <source>The board&apos;s spaces for the buildings that produce nothing, by cost. The production buildings are on the board from the start.</source>
        <translation>De vakken van het bord voor de gebouwen die niets produceren, per bouwkosten. De productiegebouwen liggen vanaf het begin op het bord.</translation>
    </message>
    <message>
        <source>Order: {players}</source>
        <translation>Volgorde: {players}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Board game</source>
        <translation>Bordspel</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>&amp;Recente spellen</translation>
    </message>
    <message>
        <source>The last game could not be restored</source>
        <translation>Het laatste spel kon niet worden hersteld</translation>
    </message>
    <message>
        <source>{reason}

The file was kept as {file}.</source>
        <translation>{reason}

Het bestand is bewaard als {file}.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Verdergaan?</translation>
    </message>
    <message>
        <source>Continue the unfinished game ({players})?</source>
        <translation>Het onafgemaakte spel hervatten ({players})?</translation>
    </message>
    <message>
        <source>If not, you can still find it under File › Recent games › Unfinished games.</source>
        <translation>Zo niet, dan vind je het nog onder Bestand › Recente spellen › Onvoltooide spellen.</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept: {reason}</source>
        <translation>Het onvoltooide spel kon niet bewaard worden: {reason}</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Het lopende spel opslaan?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved.</source>
        <translation>Het lopende spel is niet opgeslagen.</translation>
    </message>
    <message>
        <source>Save it to a file of your own? If not, you can still find it under File › Recent games › Unfinished games.</source>
        <translation>In een eigen bestand opslaan? Zo niet, dan vind je het nog onder Bestand › Recente spellen › Onvoltooide spellen.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Een opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Opgeslagen spellen (*.json)</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dit spel kan niet worden geopend</translation>
    </message>
    <message>
        <source>Play on from an earlier position?</source>
        <translation>Verder spelen vanaf een eerdere stand?</translation>
    </message>
    <message>
        <source>The saved game contains a move the rules do not allow (move {number}) — perhaps it was saved by an earlier version whose rules have been corrected since.

Play on from the position before that move? The file is not changed.</source>
        <translation>Het opgeslagen spel bevat een zet die de regels niet toestaan (zet {number}) — misschien is het opgeslagen met een oudere versie waarvan de regels sindsdien verbeterd zijn.

Verder spelen vanaf de stand vóór die zet? Het bestand blijft ongewijzigd.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Onvoltooide spellen</translation>
    </message>
    <message>
        <source>{game}: {players} – {when}</source>
        <translation>{game}: {players} – {when}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Bestand vervangen?</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} bestaat al. Vervangen?</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: closing now loses it.</source>
        <translation>Het spel kon niet automatisch opgeslagen worden: als je nu sluit, ben je het kwijt.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Het spel kon niet worden opgeslagen</translation>
    </message>
    <message>
        <source>Saved: {file}</source>
        <translation>Opgeslagen: {file}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>{name}: {colonists} placed</source>
        <translation>{name}: {colonists} geplaatst</translation>
    </message>
    <message>
        <source>New game: {players} players, seed {seed}.</source>
        <translation>Nieuw spel: {players} spelers, startwaarde {seed}.</translation>
    </message>
    <message>
        <source>Game loaded: {file}</source>
        <translation>Spel geladen: {file}</translation>
    </message>
    <message>
        <source>This version does not know the computer level {levels}: Normal plays it.</source>
        <translation>Deze versie kent het computerniveau {levels} niet: Normaal speelt in zijn plaats.</translation>
    </message>
    <message>
        <source>Taken back: {move}</source>
        <translation>Teruggenomen: {move}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Zet teruggenomen.</translation>
    </message>
    <message>
        <source>No game is running: start one with File › New game…</source>
        <translation>Er loopt geen spel: begin er een met Bestand › Nieuw spel…</translation>
    </message>
    <message>
        <source>{name} (computer) made an error; a random move is played instead.</source>
        <translation>{name} (computer) maakte een fout; in plaats daarvan wordt een willekeurige zet gespeeld.</translation>
    </message>
    <message>
        <source>The unfinished game goes on.</source>
        <translation>Het onafgemaakte spel gaat verder.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Waiting for the next player to take over the screen.</source>
        <translation>Wachten tot de volgende speler het scherm overneemt.</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to move.</source>
        <translation>Je bent niet aan de beurt: {name} is aan zet.</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over. Scores: {scores}. Winner: {winners}.</source>
        <translation>Einde van het spel. Scores: {scores}. Winnaar: {winners}.</translation>
    </message>
</context>
<context>
    <name>HandoverWidget</name>
    <message>
        <source>Please pass the screen to {name}.</source>
        <translation>Geef het scherm alsjeblieft door aan {name}.</translation>
    </message>
    <message>
        <source>Every hand of cards is secret: the others should not look while {name} plays.</source>
        <translation>Elke hand is geheim: de anderen kijken niet mee terwijl {name} speelt.</translation>
    </message>
    <message>
        <source>I am {name} – show my hand</source>
        <translation>Ik ben {name} – toon mijn hand</translation>
    </message>
    <message>
        <source>The VP chips are hidden in this game: the others should not look while {name} plays.</source>
        <translation>In dit spel liggen de puntenfiches gedekt: de anderen kijken niet mee zolang {name} speelt.</translation>
    </message>
    <message>
        <source>I am {name} – show my table</source>
        <translation>Ik ben {name} – toon mijn tafel</translation>
    </message>
    <message>
        <source>On the table, a star marks what the others did since your last move.</source>
        <translation>Op tafel laat een ster zien wat de anderen sinds je laatste zet hebben gedaan.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: {move}</source>
        <translation>Tip: {move}</translation>
    </message>
    <message>
        <source>The next-best moves:</source>
        <translation>De op een na beste zetten:</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <translation>Tip sluiten</translation>
    </message>
    <message>
        <source>It is the only move you can make here.</source>
        <translation>Dit is hier de enige zet die je kunt doen.</translation>
    </message>
    <message>
        <source>A simple rule settles this: the other choices are clearly worse.</source>
        <translation>Een eenvoudige regel beslist dit: de andere keuzes zijn duidelijk slechter.</translation>
    </message>
    <message>
        <source>This role is worth about {vp} VP to you now.</source>
        <translation>Deze rol is nu ongeveer {vp} punten voor je waard.</translation>
    </message>
    <message>
        <source>You also take the {money} lying on it.</source>
        <translation>Je krijgt ook {money} van de kaart erbij.</translation>
    </message>
    <message>
        <source>It also keeps the role from {player}, who would gain about {vp} VP with it.</source>
        <translation>Bovendien krijgt {player} de rol niet, die er ongeveer {vp} punten mee zou winnen.</translation>
    </message>
    <message>
        <source>Mind that {player} gains about {vp} VP from it too.</source>
        <translation>Let op: ook {player} wint er ongeveer {vp} punten mee.</translation>
    </message>
    <message>
        <source>It raises your expected final score by about {vp} VP.</source>
        <translation>Dat verhoogt je verwachte eindscore met ongeveer {vp} punten.</translation>
    </message>
    <message>
        <source>It lowers your expected final score by about {vp} VP for now; the search expects it to pay off later.</source>
        <translation>Dat verlaagt je verwachte eindscore voorlopig met ongeveer {vp} punten; de zoektocht verwacht dat het zich later terugbetaalt.</translation>
    </message>
    <message>
        <source>After it, the search puts your chance to win at about {percent} %.</source>
        <translation>Daarna schat de zoektocht je kans om te winnen op ongeveer {percent} %.</translation>
    </message>
    <message>
        <source>{move}: {percent} % less chance to win</source>
        <translation>{move}: {percent} % minder kans om te winnen</translation>
    </message>
</context>
<context>
    <name>KeyMoments</name>
    <message>
        <source>Key moments</source>
        <translation>Sleutelmomenten</translation>
    </message>
    <message>
        <source>Key moments of {player}</source>
        <translation>Sleutelmomenten van {player}</translation>
    </message>
    <message>
        <source>Stop and show results</source>
        <translation>Stoppen en resultaat tonen</translation>
    </message>
    <message>
        <source>{percent} % analysed</source>
        <translation>{percent} % geanalyseerd</translation>
    </message>
    <message>
        <source>The Expert goes through your decisions and compares each with the move it would have made. This can take a few minutes; you can stop at any time and see what it has found so far.</source>
        <translation>De Expert loopt je beslissingen door en vergelijkt elke beslissing met de zet die hij zelf had gedaan. Dit kan enkele minuten duren; je kunt op elk moment stoppen en zien wat hij tot dan toe gevonden heeft.</translation>
    </message>
    <message>
        <source>The analysis failed:</source>
        <translation>De analyse is mislukt:</translation>
    </message>
    <message>
        <source>The Expert looked at {count} of your decisions. These cost you the most chance to win:</source>
        <translation>De Expert heeft {count} van je beslissingen bekeken. Deze hebben je de meeste kans om te winnen gekost:</translation>
    </message>
    <message>
        <source>No key mistakes: the Expert looked at {count} of your decisions, and none cost you more than {threshold} % chance to win against its own choice.</source>
        <translation>Geen belangrijke fouten: de Expert heeft {count} van je beslissingen bekeken, en geen enkele kostte je meer dan {threshold} % kans om te winnen ten opzichte van zijn eigen keuze.</translation>
    </message>
    <message>
        <source>The chances are the Expert&apos;s estimates from what you could see at the time, after a short search: a difference of a few per cent is within its margin of error.</source>
        <translation>De kansen zijn schattingen van de Expert, na een korte zoektocht, op basis van wat jij op dat moment kon zien: een verschil van een paar procent valt binnen de foutmarge.</translation>
    </message>
    <message>
        <source>You stopped the analysis after {count} of your {total} decisions. Among those, these cost you the most chance to win:</source>
        <translation>Je hebt de analyse gestopt na {count} van je {total} beslissingen. Daarvan hebben deze je de meeste kans om te winnen gekost:</translation>
    </message>
    <message>
        <source>You stopped the analysis after {count} of your {total} decisions. None of those cost you more than {threshold} % chance to win against the Expert&apos;s own choice.</source>
        <translation>Je hebt de analyse gestopt na {count} van je {total} beslissingen. Geen daarvan kostte je meer dan {threshold} % kans om te winnen ten opzichte van de eigen keuze van de Expert.</translation>
    </message>
    <message>
        <source>Show in replay</source>
        <translation>In de herhaling tonen</translation>
    </message>
    <message>
        <source>You played:</source>
        <translation>Jij speelde:</translation>
    </message>
    <message>
        <source>The Expert would have played:</source>
        <translation>De Expert had gespeeld:</translation>
    </message>
    <message>
        <source>Chance to win:</source>
        <translation>Kans om te winnen:</translation>
    </message>
    <message>
        <source>Key moments…</source>
        <translation>Sleutelmomenten…</translation>
    </message>
    <message>
        <source>The three decisions that cost you most chance to win, and what the Expert would have played instead</source>
        <translation>De drie beslissingen die je de meeste kans om te winnen hebben gekost, en wat de Expert in plaats daarvan had gespeeld</translation>
    </message>
    <message>
        <source>Available when the game is over, for a game a person played in</source>
        <translation>Beschikbaar na afloop van het spel, als er een mens heeft meegespeeld</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>−{percent} % chance to win</source>
        <translation>−{percent} % kans om te winnen</translation>
    </message>
    <message>
        <source>{expert} % with the Expert&apos;s move, {played} % with yours</source>
        <translation>{expert} % met de zet van de Expert, {played} % met de jouwe</translation>
    </message>
    <message>
        <source>Roles, builds and the councillor&apos;s cards are rated; paying, discarding, producing and selling follow a fixed rule.</source>
        <translation>Rollen, bouwbeslissingen en de kaarten van de raadsheer worden beoordeeld; betalen, afleggen, produceren en verkopen volgen een vaste regel.</translation>
    </message>
    <message>
        <source>Placing {colonists} and storing goods follow a fixed rule and are not rated.</source>
        <translation>Het plaatsen van {colonists} en het opslaan van goederen volgen een vaste regel en worden niet beoordeeld.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plays by simple rules of thumb and now and then makes a mistake.</source>
        <translation>Speelt volgens eenvoudige vuistregels en maakt af en toe een fout.</translation>
    </message>
    <message>
        <source>Plays by rules of thumb and answers at once.</source>
        <translation>Speelt volgens vuistregels en antwoordt meteen.</translation>
    </message>
    <message>
        <source>Tries its options out in hundreds of imagined continuations before it moves (about half a second a move).</source>
        <translation>Probeert voor elke zet zijn mogelijkheden uit in honderden denkbeeldige spelverlopen (ongeveer een halve seconde per zet).</translation>
    </message>
    <message>
        <source>Tries its options out in several times as many continuations as Hard (a few seconds a move).</source>
        <translation>Probeert zijn mogelijkheden uit in een veelvoud van de spelverlopen van ‘Moeilijk’ (enkele seconden per zet).</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>{player}: unknown action {action}</source>
        <translation>{player}: onbekende zet {action}</translation>
    </message>
    <message>
        <source>{player} takes the {role} (+{doubloons})</source>
        <translation>{player} kiest de {role} (+{doubloons})</translation>
    </message>
    <message>
        <source>{player} takes the {role}</source>
        <translation>{player} kiest de {role}</translation>
    </message>
    <message>
        <source>{player} takes {tile}</source>
        <translation>{player} neemt {tile}</translation>
    </message>
    <message>
        <source>{player} lays {tile} face down as a forest</source>
        <translation>{player} legt {tile} gedekt neer als bos</translation>
    </message>
    <message>
        <source>{player} draws {tile} from the face-down pile ({building})</source>
        <translation>{player} trekt {tile} van de gedekte stapel ({building})</translation>
    </message>
    <message>
        <source>{player} draws a face-down {plantation} ({building})</source>
        <translation>{player} trekt een gedekte {plantation} ({building})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} on the {san_juan} space ({building})</source>
        <translation>{player} zet een {colonist} in het vak {san_juan} ({building})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} on the new tile ({building})</source>
        <translation>{player} zet een {colonist} op het nieuwe kaartje ({building})</translation>
    </message>
    <message>
        <source>{player} takes one extra {colonist} ({role}&apos;s privilege)</source>
        <translation>{player} neemt een extra {colonist} (privilege van de {role})</translation>
    </message>
    <message>
        <source>{player} puts a {colonist} into the new building ({building})</source>
        <translation>{player} zet een {colonist} in het nieuwe gebouw ({building})</translation>
    </message>
    <message>
        <source>{player} takes one more {good} ({role}&apos;s privilege)</source>
        <translation>{player} neemt nog een goederensteen {good} (privilege van de {role})</translation>
    </message>
    <message>
        <source>{player} sells {good} for {doubloons}</source>
        <translation>{player} verkoopt {good} voor {doubloons}</translation>
    </message>
    <message>
        <source>{player} sells {good} to the supply for {doubloons} ({building})</source>
        <translation>{player} verkoopt {good} aan de voorraad voor {doubloons} ({building})</translation>
    </message>
    <message>
        <source>{player} buys {tile} from the face-down pile for {price} ({building})</source>
        <translation>{player} koopt {tile} van de gedekte stapel voor {price} ({building})</translation>
    </message>
    <message>
        <source>{player} buys a face-down {plantation} for {price} ({building})</source>
        <translation>{player} koopt een gedekte {plantation} voor {price} ({building})</translation>
    </message>
    <message>
        <source>{player} sells {tile} for {price} ({building})</source>
        <translation>{player} verkoopt {tile} voor {price} ({building})</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {wharf} (+{vp})</source>
        <translation>{player} verscheept {goods} met de {wharf} (+{vp})</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {size}-ship (+{vp})</source>
        <translation>{player} verscheept {goods} op het schip van {size} (+{vp})</translation>
    </message>
    <message>
        <source>{player} builds the {building} for {doubloons}: {money} and the rest in kind at the {market}</source>
        <translation>{player} bouwt: {building} voor {doubloons}: {money}, de rest ingeruild ({market})</translation>
    </message>
    <message>
        <source>{player} builds the {building} for free</source>
        <translation>{player} bouwt: {building} (gratis)</translation>
    </message>
    <message>
        <source>{player} builds the {building} for {doubloons}</source>
        <translation>{player} bouwt: {building} voor {doubloons}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{size}-ship</source>
        <translation>schip van {size}</translation>
    </message>
    <message>
        <source>{player} ships {goods} on the {where} (+{vp}, +{doubloons})</source>
        <translation>{player} verscheept {goods}: {where} (+{vp}, +{doubloons})</translation>
    </message>
    <message>
        <source>{player} keeps {kept} and returns {barrels}</source>
        <translation>{player} houdt {kept} en levert {barrels} in</translation>
    </message>
    <message>
        <source>{player} keeps {kept}</source>
        <translation>{player} houdt {kept}</translation>
    </message>
    <message>
        <source>{player} returns {barrels}</source>
        <translation>{player} levert {barrels} in</translation>
    </message>
    <message>
        <source>{player} has no goods to store</source>
        <translation>{player} heeft geen goederen op te slaan</translation>
    </message>
    <message>
        <source>{player} takes no {plantation}</source>
        <translation>{player} neemt geen {plantation}</translation>
    </message>
    <message>
        <source>{player} builds nothing</source>
        <translation>{player} bouwt niets</translation>
    </message>
    <message>
        <source>{player} sells nothing</source>
        <translation>{player} verkoopt niets</translation>
    </message>
    <message>
        <source>{player} ships nothing</source>
        <translation>{player} verscheept niets</translation>
    </message>
    <message>
        <source>{player} takes no extra good</source>
        <translation>{player} neemt geen extra goed</translation>
    </message>
    <message>
        <source>{player} does without the extra {colonist}</source>
        <translation>{player} ziet af van de extra {colonist}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} past</translation>
    </message>
    <message>
        <source>{player} takes a second extra {colonist} ({building})</source>
        <translation>{player} neemt een tweede extra {colonist} ({building})</translation>
    </message>
    <message>
        <source>{n}&#xa0;× {place}</source>
        <translation>{n}&#xa0;× {place}</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal}, but no {colonists} are left</source>
        <translation>{festival}: {player} heeft als eerste {goal}, maar er zijn geen {colonists} meer</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal} and gets {reward} to place</source>
        <translation>{festival}: {player} heeft als eerste {goal} en krijgt {reward} om in te zetten</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first with {goal}: {reward} on the {san_juan} space</source>
        <translation>{festival}: {player} heeft als eerste {goal}: {reward} in het vak {san_juan}</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first to produce {goal} (+{reward})</source>
        <translation>{festival}: {player} produceert als eerste {goal} (+{reward})</translation>
    </message>
    <message>
        <source>{festival}: {player} is the first to build the {goal} (+{reward})</source>
        <translation>{festival}: {player} bouwt als eerste het gebouw {goal} (+{reward})</translation>
    </message>
    <message>
        <source>{place}&#xa0;({n})</source>
        <translation>{place}&#xa0;({n})</translation>
    </message>
    <message>
        <source>{san_juan}: {n}</source>
        <translation>{san_juan}: {n}</translation>
    </message>
    <message>
        <source>{player} places {n} {colonists}: {places}</source>
        <translation>{player} zet {n} {colonists} in: {places}</translation>
    </message>
    <message>
        <source>{player} takes one more {good} ({building})</source>
        <translation>{player} neemt nog een goederensteen {good} ({building})</translation>
    </message>
    <message>
        <source>{player} produces {goods}</source>
        <translation>{player} produceert {goods}</translation>
    </message>
    <message>
        <source>Nobody produces anything</source>
        <translation>Niemand produceert iets</translation>
    </message>
    <message>
        <source>{player}&apos;s {city} is full: the game ends {after_this_round}.</source>
        <translation>De {city} van {player} is vol: het spel eindigt {after_this_round}.</translation>
    </message>
    <message>
        <source>The game ended because {player}&apos;s {city} was full.</source>
        <translation>Het spel eindigde omdat de {city} van {player} vol was.</translation>
    </message>
    <message>
        <source>The victory point chips are used up: the game ends {after_this_round}.</source>
        <translation>De puntenfiches zijn op: het spel eindigt {after_this_round}.</translation>
    </message>
    <message>
        <source>The {ship} can no longer be filled: the game ends {after_this_round}.</source>
        <translation>Het {ship} kan niet meer worden aangevuld: het spel eindigt {after_this_round}.</translation>
    </message>
    <message>
        <source>The game ended because the victory point chips were used up.</source>
        <translation>Het spel eindigde omdat de puntenfiches op waren.</translation>
    </message>
    <message>
        <source>The game ended because the {ship} could no longer be filled.</source>
        <translation>Het spel eindigde omdat het {ship} niet meer kon worden aangevuld.</translation>
    </message>
    <message>
        <source>{round} · {governor}: {name}</source>
        <translation>{round} · {governor}: {name}</translation>
    </message>
    <message>
        <source>{player} puts the {building} on the board ({cost}, with its twin)</source>
        <translation>{player} legt op het bord: {building} ({cost}, beide exemplaren)</translation>
    </message>
    <message>
        <source>{player} puts the {building} on the board ({cost})</source>
        <translation>{player} legt op het bord: {building} ({cost})</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>{player} trades in a VP chip at the {market}</source>
        <translation>{player} ruilt een puntenfiche in ({market})</translation>
    </message>
    <message>
        <source>{player} trades in {goods} at the {market}</source>
        <translation>{player} ruilt {goods} in ({market})</translation>
    </message>
    <message>
        <source>{player} trades in a {noble} ({place}) at the {market}</source>
        <translation>{player} ruilt een {noble} in ({place}; {market})</translation>
    </message>
    <message>
        <source>{player} trades in a {colonist} ({place}) at the {market}</source>
        <translation>{player} ruilt een {colonist} in ({place}; {market})</translation>
    </message>
    <message>
        <source>{player} gets {gains} ({buildings})</source>
        <translation>{player} krijgt {gains} ({buildings})</translation>
    </message>
    <message>
        <source>{player} takes the {noble} from the {ship}</source>
        <translation>{player} neemt de {noble} van het {ship}</translation>
    </message>
    <message>
        <source>{player} gets a {noble} ({building})</source>
        <translation>{player} krijgt een {noble} ({building})</translation>
    </message>
    <message>
        <source>{player} lays the tile drawn face up: {tile}</source>
        <translation>{player} legt het getrokken kaartje open neer: {tile}</translation>
    </message>
    <message>
        <source>{player} lays the tile drawn face down as a forest</source>
        <translation>{player} legt het getrokken kaartje gedekt neer als bos</translation>
    </message>
    <message>
        <source>{player} moves a guest ({noble}) from the {house} into the {place}</source>
        <translation>{player} zet een gast ({noble}) uit het gebouw {house} in het gebouw {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest ({colonist}) from the {house} into the {place}</source>
        <translation>{player} zet een gast ({colonist}) uit het gebouw {house} in het gebouw {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest from the {house} into the {place}</source>
        <translation>{player} zet een gast uit het gebouw {house} in het gebouw {place}</translation>
    </message>
    <message>
        <source>{player} moves a guest from the {house} onto {place}</source>
        <translation>{player} zet een gast uit het gebouw {house} op {place}</translation>
    </message>
    <message>
        <source>{player} leaves the guests where they are</source>
        <translation>{player} laat de gasten waar ze zijn</translation>
    </message>
    <message>
        <source>{player} gives up {tile} ({building})</source>
        <translation>{player} geeft {tile} op ({building})</translation>
    </message>
    <message>
        <source>{player} keeps all tiles ({building})</source>
        <translation>{player} houdt alle kaartjes ({building})</translation>
    </message>
    <message>
        <source>a forest ({good})</source>
        <translation>een bos ({good})</translation>
    </message>
    <message>
        <source>{player} gives {goods} to the {building} (+{vp})</source>
        <translation>{player} levert {goods} in ({building}, +{vp})</translation>
    </message>
    <message>
        <source>{player} gives nothing to the {building}</source>
        <translation>{player} levert niets in ({building})</translation>
    </message>
    <message>
        <source>{player} loads {goods} onto the {building}</source>
        <translation>{player} laadt {goods} in ({building})</translation>
    </message>
    <message>
        <source>{player} ships {barrels} on the {building}: {earns}</source>
        <translation>{player} verscheept {barrels} ({building}): {earns}</translation>
    </message>
    <message>
        <source>{player} puts a {noble} in: {buildings}</source>
        <translation>{player} zet een {noble} in: {buildings}</translation>
    </message>
    <message>
        <source>{player} puts {nobles} in: {buildings}</source>
        <translation>{player} zet de {nobles} in: {buildings}</translation>
    </message>
    <message>
        <source>{player} keeps {colonists} in: {buildings}</source>
        <translation>{player} zet alleen {colonists} in: {buildings}</translation>
    </message>
    <message>
        <source>{player} places a {colonist}: {place}</source>
        <translation>{player} zet een {colonist} in: {place}</translation>
    </message>
    <message>
        <source>{player} sends {workers} back to the supply</source>
        <translation>{player} stuurt {workers} terug naar de voorraad</translation>
    </message>
    <message>
        <source>{player} puts {workers} on the {san_juan} space</source>
        <translation>{player} zet {workers} in het vak {san_juan}</translation>
    </message>
    <message>
        <source>{player} plunders the empty trading house</source>
        <translation>{player} plundert het lege handelshuis</translation>
    </message>
    <message>
        <source>{player} plunders the trading house: {goods} back to the supply (+{vp})</source>
        <translation>{player} plundert het handelshuis: {goods} terug naar de voorraad (+{vp})</translation>
    </message>
    <message>
        <source>{player} poaches, but the {ship} has no {colonist} to spare</source>
        <translation>{player} werft af, maar het {ship} heeft geen {colonist} over</translation>
    </message>
    <message>
        <source>{player} poaches {workers} from the {ship} and keeps {kept}</source>
        <translation>{player} werft {workers} af van het {ship} en houdt er {kept}</translation>
    </message>
    <message>
        <source>{player} raids the {ship} and keeps {kept} ({barrels} back)</source>
        <translation>{player} overvalt het {ship} en houdt {kept} ({barrels} terug)</translation>
    </message>
    <message>
        <source>{player} raids the {ship} and keeps {kept}</source>
        <translation>{player} overvalt het {ship} en houdt {kept}</translation>
    </message>
    <message>
        <source>{player} swaps the {role} (+{doubloons})</source>
        <translation>{player} ruilt de {role} (+{doubloons})</translation>
    </message>
    <message>
        <source>{player} swaps the {role}</source>
        <translation>{player} ruilt de {role}</translation>
    </message>
    <message>
        <source>{owner} gets {doubloons}: {player} took the swapped {role}</source>
        <translation>{owner} krijgt {doubloons}: {player} koos de geruilde {role}</translation>
    </message>
    <message>
        <source>Nobody took the swapped {role}: {player} plays it as the round ends</source>
        <translation>Niemand koos de geruilde {role}: {player} speelt hem aan het eind van de ronde</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>Mijn laatste zet &amp;ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>What should I do? (&amp;hint)</source>
        <translation>Wat moet ik doen? (&amp;tip)</translation>
    </message>
    <message>
        <source>S&amp;cores…</source>
        <translation>S&amp;cores…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>Spel&amp;regels</translation>
    </message>
    <message>
        <source>&amp;About Puerto Rico</source>
        <translation>&amp;Over Puerto Rico</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>Every move of a game is written here, round by round.</source>
        <translation>Hier staat elke zet van een partij, ronde na ronde.</translation>
    </message>
    <message>
        <source>Undo waits until the next person has taken over the screen.</source>
        <translation>Ongedaan maken wacht tot de volgende persoon het scherm heeft overgenomen.</translation>
    </message>
    <message>
        <source>Undo takes back only your own decisions since the screen came to you: another person has decided since.</source>
        <translation>Ongedaan maken neemt alleen je eigen beslissingen terug sinds het scherm bij jou is: intussen heeft een ander beslist.</translation>
    </message>
    <message>
        <source>The game is over: no decision can be taken back.</source>
        <translation>Het spel is voorbij: geen beslissing kan nog worden teruggenomen.</translation>
    </message>
    <message>
        <source>Undo goes back only to where something hidden last came up (cards drawn, plantations turned up): what came up cannot go back unseen.</source>
        <translation>Ongedaan maken gaat alleen terug tot waar het laatst iets verborgens tevoorschijn kwam (kaarten getrokken, plantages omgedraaid): wat tevoorschijn kwam, kan niet ongezien terug.</translation>
    </message>
    <message>
        <source>Puerto Rico</source>
        <translation>Puerto Rico</translation>
    </message>
    <message>
        <source>{file} – Puerto Rico</source>
        <translation>{file} – Puerto Rico</translation>
    </message>
    <message>
        <source>No game: choose {menu}</source>
        <translation>Geen spel: kies {menu}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Wachten op {name}</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, jouw beurt</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} is aan zet</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>The game could not be saved automatically. Save it with File › Save as… in a folder you may write to.</source>
        <translation>Het spel kon niet automatisch opgeslagen worden. Sla het op met Bestand › Opslaan als… in een map waarin je mag schrijven.</translation>
    </message>
    <message>
        <source>Details for a bug report (in English): {reason}</source>
        <translation>Details voor een foutrapport (in het Engels): {reason}</translation>
    </message>
    <message>
        <source>The unfinished game is kept: File › Recent games › Unfinished games.</source>
        <translation>Het onvoltooide spel is bewaard: Bestand › Recente spellen › Onvoltooide spellen.</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dit spel kan niet beginnen</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Tip wordt bedacht…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puerto Rico&lt;/h3&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;The board game by Andreas Seyfarth for two to five players, with the four expansions of the 1897 box, and its card game for two to four players with its expansion: against computer opponents or with friends at one screen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puerto Rico&lt;/h3&gt;&lt;p&gt;Versie {version}&lt;/p&gt;&lt;p&gt;Het bordspel van Andreas Seyfarth voor twee tot vijf spelers, met de vier uitbreidingen uit de doos van 1897, en zijn kaartspel voor twee tot vier spelers met zijn uitbreiding: tegen computertegenstanders of met vrienden aan één scherm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Puerto Rico</source>
        <translation>Over Puerto Rico</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message numerus="yes">
        <source>%n colonist(s)</source>
        <translation>
            <numerusform>%n kolonist</numerusform>
            <numerusform>%n kolonisten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n doubloon(s)</source>
        <translation>
            <numerusform>%n dubloen</numerusform>
            <numerusform>%n dubloenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n goederensteen</numerusform>
            <numerusform>%n goederenstenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n noble(s)</source>
        <translation>
            <numerusform>%n edelman</numerusform>
            <numerusform>%n edelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forest(s)</source>
        <translation>
            <numerusform>%n bos</numerusform>
            <numerusform>%n bossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corn</source>
        <translation>
            <numerusform>%n maïs</numerusform>
            <numerusform>%n maïs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n indigo</source>
        <translation>
            <numerusform>%n indigo</numerusform>
            <numerusform>%n indigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sugar</source>
        <translation>
            <numerusform>%n suiker</numerusform>
            <numerusform>%n suiker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tobacco</source>
        <translation>
            <numerusform>%n tabak</numerusform>
            <numerusform>%n tabak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coffee</source>
        <translation>
            <numerusform>%n koffie</numerusform>
            <numerusform>%n koffie</numerusform>
        </translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Land­bouwer</translation>
    </message>
    <message>
        <source>Settler phase</source>
        <translation>Landbouwfase</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Burge­meester</translation>
    </message>
    <message>
        <source>Mayor phase</source>
        <translation>Burgemeesterfase</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bouw­meester</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Bouwmeesterfase</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <translation>Opzichter</translation>
    </message>
    <message>
        <source>Craftsman phase</source>
        <translation>Opzichterfase</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Handelaar</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Handelaarfase</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitein</translation>
    </message>
    <message>
        <source>Captain phase</source>
        <translation>Kapiteinsfase</translation>
    </message>
    <message>
        <source>Prospector</source>
        <translation>Goud­zoeker</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Maïs</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Indigo</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Suiker</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Koffie</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>maïs</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>indigo</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>suiker</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tabak</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>koffie</translation>
    </message>
    <message>
        <source>Corn plantation</source>
        <translation>Maïsplantage</translation>
    </message>
    <message>
        <source>Indigo plantation</source>
        <translation>Indigoplantage</translation>
    </message>
    <message>
        <source>Sugar plantation</source>
        <translation>Suikerplantage</translation>
    </message>
    <message>
        <source>Tobacco plantation</source>
        <translation>Tabaksplantage</translation>
    </message>
    <message>
        <source>Coffee plantation</source>
        <translation>Koffieplantage</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steengroeve</translation>
    </message>
    <message>
        <source>a corn plantation</source>
        <translation>een maïsplantage</translation>
    </message>
    <message>
        <source>an indigo plantation</source>
        <translation>een indigoplantage</translation>
    </message>
    <message>
        <source>a sugar plantation</source>
        <translation>een suikerplantage</translation>
    </message>
    <message>
        <source>a tobacco plantation</source>
        <translation>een tabaksplantage</translation>
    </message>
    <message>
        <source>a coffee plantation</source>
        <translation>een koffieplantage</translation>
    </message>
    <message>
        <source>a quarry</source>
        <translation>een steengroeve</translation>
    </message>
    <message>
        <source>Small Indigo Plant</source>
        <translation>Kleine indigo­ververij</translation>
    </message>
    <message>
        <source>Small Sugar Mill</source>
        <translation>Kleine suiker­molen</translation>
    </message>
    <message>
        <source>Indigo Plant</source>
        <translation>Grote indigo­ververij</translation>
    </message>
    <message>
        <source>Sugar Mill</source>
        <translation>Grote suiker­molen</translation>
    </message>
    <message>
        <source>Tobacco Storage</source>
        <translation>Tabaks­fabriek</translation>
    </message>
    <message>
        <source>Coffee Roaster</source>
        <translation>Koffie­branderij</translation>
    </message>
    <message>
        <source>Small Market</source>
        <translation>Kleine markt­hal</translation>
    </message>
    <message>
        <source>Hacienda</source>
        <translation>Haciënda</translation>
    </message>
    <message>
        <source>Construction Hut</source>
        <translation>Bouwhut</translation>
    </message>
    <message>
        <source>Small Warehouse</source>
        <translation>Klein pak­huis</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>Hospi­tium</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>Magazijn</translation>
    </message>
    <message>
        <source>Large Market</source>
        <translation>Grote markt­hal</translation>
    </message>
    <message>
        <source>Large Warehouse</source>
        <translation>Groot pak­huis</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabriek</translation>
    </message>
    <message>
        <source>University</source>
        <translation>Univer­siteit</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Haven</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Werf</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>Gilden­hof</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Resi­dentie</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Vesting</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Tolhuis</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Stadhuis</translation>
    </message>
    <message>
        <source>Prospector phase</source>
        <translation>Goudzoekerfase</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Aquaduct</translation>
    </message>
    <message>
        <source>Forest House</source>
        <translation>Bos­wachterij</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Zwarte markt</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Opslag­plaats</translation>
    </message>
    <message>
        <source>Guest House</source>
        <translation>Gasten­verblijf</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handels­post</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kerk</translation>
    </message>
    <message>
        <source>Small Wharf</source>
        <translation>Kleine werf</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Vuurtoren</translation>
    </message>
    <message>
        <source>Specialty Factory</source>
        <translation>Speciaal­fabriek</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblio­theek</translation>
    </message>
    <message>
        <source>Union Hall</source>
        <translation>Vakbonds­huis</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Stand­beeld</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Klooster</translation>
    </message>
    <message>
        <source>Land Office</source>
        <translation>Kadaster</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapel</translation>
    </message>
    <message>
        <source>Hunting Lodge</source>
        <translation>Jachthuis</translation>
    </message>
    <message>
        <source>Zoning Office</source>
        <translation>Bouwbureau</translation>
    </message>
    <message>
        <source>Royal Supplier</source>
        <translation>Hof­leverancier</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Jeweler</source>
        <translation>Juwelier</translation>
    </message>
    <message>
        <source>Royal Garden</source>
        <translation>Koninklijke tuin</translation>
    </message>
    <message>
        <source>colonist</source>
        <translation>kolonist</translation>
    </message>
    <message>
        <source>colonists</source>
        <translation>kolonisten</translation>
    </message>
    <message>
        <source>Colonists</source>
        <translation>Kolonisten</translation>
    </message>
    <message>
        <source>doubloon</source>
        <translation>dubloen</translation>
    </message>
    <message>
        <source>doubloons</source>
        <translation>dubloenen</translation>
    </message>
    <message>
        <source>Doubloons</source>
        <translation>Dubloenen</translation>
    </message>
    <message>
        <source>Colonist ship</source>
        <translation>Kolonisten­schip</translation>
    </message>
    <message>
        <source>colonist ship</source>
        <translation>kolonistenschip</translation>
    </message>
    <message>
        <source>Colonist supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <source>San Juan</source>
        <translation>San Juan</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Eiland</translation>
    </message>
    <message>
        <source>island</source>
        <translation>eiland</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <source>Plantations</source>
        <translation>Plantages</translation>
    </message>
    <message>
        <source>plantations</source>
        <translation>plantages</translation>
    </message>
    <message>
        <source>plantation</source>
        <translation>plantage</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>paars</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>laatste ronde</translation>
    </message>
    <message>
        <source>after this round</source>
        <translation>na deze ronde</translation>
    </message>
    <message>
        <source>after the round</source>
        <translation>na de ronde</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>edelman</translation>
    </message>
    <message>
        <source>nobles</source>
        <translation>edelen</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Edelen</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Bos</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>goederensteen</translation>
    </message>
    <message>
        <source>barrels</source>
        <translation>goederenstenen</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Smuggler</source>
        <translation>Smokkelaar</translation>
    </message>
    <message>
        <source>Smuggler phase</source>
        <translation>Smokkelaarfase</translation>
    </message>
    <message>
        <source>wanted poster</source>
        <translation>opsporingsaffiche</translation>
    </message>
</context>
<context>
    <name>Names1897</name>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n arbeider</numerusform>
            <numerusform>%n arbeiders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n munt</numerusform>
            <numerusform>%n munten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crate(s)</source>
        <translation>
            <numerusform>%n goederensteen</numerusform>
            <numerusform>%n goederenstenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n noble(s)</source>
        <translation>
            <numerusform>%n burger</numerusform>
            <numerusform>%n burgers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forest(s)</source>
        <translation>
            <numerusform>%n bos</numerusform>
            <numerusform>%n bossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n corn</source>
        <translation>
            <numerusform>%n maïs</numerusform>
            <numerusform>%n maïs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fruit</source>
        <translation>
            <numerusform>%n fruit</numerusform>
            <numerusform>%n fruit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sugar</source>
        <translation>
            <numerusform>%n suiker</numerusform>
            <numerusform>%n suiker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tobacco</source>
        <translation>
            <numerusform>%n tabak</numerusform>
            <numerusform>%n tabak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coffee</source>
        <translation>
            <numerusform>%n koffie</numerusform>
            <numerusform>%n koffie</numerusform>
        </translation>
    </message>
    <message>
        <source>Planter</source>
        <translation>Planter</translation>
    </message>
    <message>
        <source>Planter phase</source>
        <translation>Planterfase</translation>
    </message>
    <message>
        <source>Recruiter</source>
        <translation>Werver</translation>
    </message>
    <message>
        <source>Recruiter phase</source>
        <translation>Werverfase</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bouw­meester</translation>
    </message>
    <message>
        <source>Builder phase</source>
        <translation>Bouwmeesterfase</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <translation>Producent</translation>
    </message>
    <message>
        <source>Craftsman phase</source>
        <translation>Productiefase</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Handelaar</translation>
    </message>
    <message>
        <source>Trader phase</source>
        <translation>Handelaarfase</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitein</translation>
    </message>
    <message>
        <source>Captain phase</source>
        <translation>Kapiteinsfase</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Avon­turier</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Maïs</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Fruit</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Suiker</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tabak</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Koffie</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>maïs</translation>
    </message>
    <message>
        <source>fruit</source>
        <translation>fruit</translation>
    </message>
    <message>
        <source>sugar</source>
        <translation>suiker</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tabak</translation>
    </message>
    <message>
        <source>coffee</source>
        <translation>koffie</translation>
    </message>
    <message>
        <source>Corn estate</source>
        <translation>Maïsplantage</translation>
    </message>
    <message>
        <source>Fruit estate</source>
        <translation>Fruitplantage</translation>
    </message>
    <message>
        <source>Sugar estate</source>
        <translation>Suikerplantage</translation>
    </message>
    <message>
        <source>Tobacco estate</source>
        <translation>Tabaksplantage</translation>
    </message>
    <message>
        <source>Coffee estate</source>
        <translation>Koffieplantage</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steengroeve</translation>
    </message>
    <message>
        <source>a corn estate</source>
        <translation>een maïsplantage</translation>
    </message>
    <message>
        <source>a fruit estate</source>
        <translation>een fruitplantage</translation>
    </message>
    <message>
        <source>a sugar estate</source>
        <translation>een suikerplantage</translation>
    </message>
    <message>
        <source>a tobacco estate</source>
        <translation>een tabaksplantage</translation>
    </message>
    <message>
        <source>a coffee estate</source>
        <translation>een koffieplantage</translation>
    </message>
    <message>
        <source>a quarry</source>
        <translation>een steengroeve</translation>
    </message>
    <message>
        <source>Small Fruit Depot</source>
        <translation>Kleine fruit­opslag</translation>
    </message>
    <message>
        <source>Small Sugar Mill</source>
        <translation>Kleine suiker­molen</translation>
    </message>
    <message>
        <source>Large Fruit Depot</source>
        <translation>Grote fruit­opslag</translation>
    </message>
    <message>
        <source>Large Sugar Mill</source>
        <translation>Grote suiker­molen</translation>
    </message>
    <message>
        <source>Large Tobacco Storage</source>
        <translation>Tabaks­fabriek</translation>
    </message>
    <message>
        <source>Large Coffee Roaster</source>
        <translation>Koffie­branderij</translation>
    </message>
    <message>
        <source>Small Market</source>
        <translation>Kleine markt­hal</translation>
    </message>
    <message>
        <source>Hacienda</source>
        <translation>Haciënda</translation>
    </message>
    <message>
        <source>Builder&apos;s Yard</source>
        <translation>Bouwwerf</translation>
    </message>
    <message>
        <source>Small Warehouse</source>
        <translation>Klein pak­huis</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>Zieken­huis</translation>
    </message>
    <message>
        <source>Office</source>
        <translation>Kantoor</translation>
    </message>
    <message>
        <source>Large Market</source>
        <translation>Grote markt­hal</translation>
    </message>
    <message>
        <source>Large Warehouse</source>
        <translation>Groot pak­huis</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabriek</translation>
    </message>
    <message>
        <source>School</source>
        <translation>School</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Haven</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Werf</translation>
    </message>
    <message>
        <source>Fire Station</source>
        <translation>Brandweer­kazerne</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Resi­dentie</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Vesting</translation>
    </message>
    <message>
        <source>Customs House</source>
        <translation>Tolhuis</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Gouverneurs­paleis</translation>
    </message>
    <message>
        <source>Adventurer phase</source>
        <translation>Avonturierfase</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Kanaal</translation>
    </message>
    <message>
        <source>Forest House</source>
        <translation>Hout­opslag</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Zwarte markt</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Opslag­loods</translation>
    </message>
    <message>
        <source>Guest House</source>
        <translation>Bohio</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handels­post</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Kerk</translation>
    </message>
    <message>
        <source>Small Wharf</source>
        <translation>Kleine werf</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Vuurtoren</translation>
    </message>
    <message>
        <source>Specialty Factory</source>
        <translation>Stokerij</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Uit­geverij</translation>
    </message>
    <message>
        <source>Union Hall</source>
        <translation>Vergader­zaal</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kathe­draal</translation>
    </message>
    <message>
        <source>Land Office</source>
        <translation>Kadaster</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapel</translation>
    </message>
    <message>
        <source>Hunting Lodge</source>
        <translation>Park­beheer</translation>
    </message>
    <message>
        <source>Zoning Office</source>
        <translation>Notariaat</translation>
    </message>
    <message>
        <source>Royal Supplier</source>
        <translation>Bevoorradings­dienst</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Jeweler</source>
        <translation>Kleer­makerij</translation>
    </message>
    <message>
        <source>Royal Garden</source>
        <translation>Stadsplein</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>arbeider</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>arbeiders</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiders</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>munt</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>munten</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Munten</translation>
    </message>
    <message>
        <source>Work register</source>
        <translation>Arbeids­register</translation>
    </message>
    <message>
        <source>work register</source>
        <translation>arbeidsregister</translation>
    </message>
    <message>
        <source>Worker supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portret</translation>
    </message>
    <message>
        <source>Countryside</source>
        <translation>Platteland</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>platteland</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Plantages</translation>
    </message>
    <message>
        <source>estates</source>
        <translation>plantages</translation>
    </message>
    <message>
        <source>estate</source>
        <translation>plantage</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>beige</source>
        <translation>beige</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>laatste ronde</translation>
    </message>
    <message>
        <source>after this round</source>
        <translation>na deze ronde</translation>
    </message>
    <message>
        <source>after the round</source>
        <translation>na de ronde</translation>
    </message>
    <message>
        <source>noble</source>
        <translation>burger</translation>
    </message>
    <message>
        <source>nobles</source>
        <translation>burgers</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Burgers</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Bos</translation>
    </message>
    <message>
        <source>crate</source>
        <translation>goederensteen</translation>
    </message>
    <message>
        <source>crates</source>
        <translation>goederenstenen</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Smuggler</source>
        <translation>Smokkelaar</translation>
    </message>
    <message>
        <source>Smuggler phase</source>
        <translation>Smokkelaarfase</translation>
    </message>
    <message>
        <source>wanted poster</source>
        <translation>opsporingsaffiche</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Puerto Rico (classic)</source>
        <translation>Puerto Rico (klassiek)</translation>
    </message>
    <message>
        <source>Puerto Rico 1897</source>
        <translation>Puerto Rico 1897</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Puerto Rico (the board game)</source>
        <translation>Puerto Rico (het bordspel)</translation>
    </message>
    <message>
        <source>Puerto Rico – the card game</source>
        <translation>Puerto Rico – het kaartspel</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>Seat &amp;{n}</source>
        <translation>Plaats &amp;{n}</translation>
    </message>
    <message>
        <source>Seat {n}: person or computer</source>
        <translation>Plaats {n}: mens of computer</translation>
    </message>
    <message>
        <source>Seat {n}: level</source>
        <translation>Plaats {n}: niveau</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Variant set-up: deal 5 to 8 cards, each player keeps 4 of them</source>
        <translation>&amp;Variant: 5 tot 8 kaarten delen, ieder houdt er 4</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <source>&amp;Edition and naming:</source>
        <translation>&amp;Editie en namen:</translation>
    </message>
    <message>
        <source>Keep VP chips &amp;hidden (face down)</source>
        <translation>Puntenfiches &amp;gedekt houden</translation>
    </message>
    <message>
        <source>&amp;Fixed seed (the same seed deals the same game):</source>
        <translation>Vaste startwaar&amp;de (dezelfde waarde geeft hetzelfde spel):</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwaarde</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Players (in seating order; the governor is drawn by lot)</source>
        <translation>Spelers (in zitvolgorde; de gouverneur wordt geloot)</translation>
    </message>
    <message>
        <source>Draft at the table (the players choose)</source>
        <translation>Kiezen aan tafel (de spelers kiezen)</translation>
    </message>
    <message>
        <source>A random set</source>
        <translation>Een willekeurige set</translation>
    </message>
    <message>
        <source>The base game&apos;s buildings</source>
        <translation>De gebouwen van het basisspel</translation>
    </message>
    <message>
        <source>The saved set (last drafted or chosen)</source>
        <translation>De bewaarde set (laatst gekozen)</translation>
    </message>
    <message>
        <source>Before the first round the players take turns, the governor first, putting one building of the base game or of the expansion on a free space of its cost, until the board is full.</source>
        <translation>Voor de eerste ronde leggen de spelers om de beurt, de gouverneur eerst, een gebouw van het basisspel of van de uitbreiding op een vrij vak met dezelfde kosten, tot het bord vol is.</translation>
    </message>
    <message>
        <source>A building of the base game or of the expansion on every space, drawn at random.</source>
        <translation>Op elk vak een gebouw van het basisspel of van de uitbreiding, willekeurig getrokken.</translation>
    </message>
    <message>
        <source>The base game&apos;s buildings; the expansion brings only its forests.</source>
        <translation>De gebouwen van het basisspel; de uitbreiding brengt alleen haar bossen.</translation>
    </message>
    <message>
        <source>The same buildings as last time: {names}.</source>
        <translation>Dezelfde gebouwen als de vorige keer: {names}.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <source>Expansion I: new buildings and forests</source>
        <translation>Uitbreiding I: nieuwe gebouwen en bossen</translation>
    </message>
    <message>
        <source>Fourteen new buildings compete with the base game&apos;s for the board; with the {forest_house} a face-down tile may be laid as a forest.</source>
        <translation>Veertien nieuwe gebouwen strijden met die van het basisspel om het bord; met het gebouw {forest_house} mag een gedekt kaartje als bos worden gelegd.</translation>
    </message>
    <message>
        <source>&amp;Buildings:</source>
        <translation>Gebou&amp;wen:</translation>
    </message>
    <message>
        <source>Expansion II: {nobles}</source>
        <translation>Uitbreiding II: {nobles}</translation>
    </message>
    <message>
        <source>A {noble} arrives on the {ship} instead of a {colonist}; eight more buildings, some working differently with a {noble} in them; each {noble} is worth 1 VP at the end.</source>
        <translation>Het {ship} brengt telkens een {noble} in plaats van een {colonist}; acht gebouwen erbij, waarvan sommige anders werken met een {noble} erin; elke {noble} is aan het eind 1 punt waard.</translation>
    </message>
    <message>
        <source>Expansion III: {smuggler}</source>
        <translation>Uitbreiding III: {smuggler}</translation>
    </message>
    <message>
        <source>One more role card: the {smuggler} raids a cargo ship, plunders the trading house, poaches {colonists} or swaps a role. Whoever took him last holds the {wanted} and must wait for someone else to take him.</source>
        <translation>Eén rolkaart meer: de {smuggler} overvalt een vrachtschip, plundert het handelshuis, werft {colonists} af of ruilt een rol. Wie hem het laatst nam, heeft de {wanted} en moet wachten tot een ander hem neemt.</translation>
    </message>
    <message>
        <source>Expansion IV: {festival}</source>
        <translation>Uitbreiding IV: {festival}</translation>
    </message>
    <message>
        <source>Three goals drawn at the start — three {plantations} of one kind, three goods produced at once, one building — each rewarded once, to whoever meets it first: 3 {colonists}, 3 {doubloons} or 3 VP.</source>
        <translation>Drie opdrachten, bij het begin getrokken – drie {plantations} van één soort, drie goederen in één keer geproduceerd, één gebouw –, elk één keer beloond, voor wie ze als eerste haalt: 3 {colonists}, 3 {doubloons} of 3 punten.</translation>
    </message>
    <message>
        <source>Expansion: {title}</source>
        <translation>Uitbreiding: {title}</translation>
    </message>
    <message>
        <source>{count} new city buildings are shuffled into the deck, and the {cathedral} lies face up beside the trading house for anybody to build.</source>
        <translation>{count} nieuwe stadsgebouwen worden door de trekstapel geschud, en de {cathedral} ligt open naast het handelshuis; iedereen mag haar bouwen.</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Choosing a role</source>
        <translation>Rolkeuze</translation>
    </message>
    <message>
        <source>{round} · {what}</source>
        <translation>{round} · {what}</translation>
    </message>
    <message>
        <source>{title} · {last_round}</source>
        <translation>{title} · {last_round}</translation>
    </message>
    <message>
        <source>Building draft</source>
        <translation>Gebouwenkeuze</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Before the final scoring</source>
        <translation>Voor de eindtelling</translation>
    </message>
    <message>
        <source>{festival}: {Colonists}</source>
        <translation>{festival}: {Colonists}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Eindtelling</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Choose a role card. {Doubloons} lying on a card are yours if you take it.</source>
        <translation>Kies een rolkaart. {Doubloons} op een kaart krijg je erbij.</translation>
    </message>
    <message>
        <source>A quarry is allowed for you too.</source>
        <translation>Je mag ook een steengroeve nemen.</translation>
    </message>
    <message>
        <source>Your {building} lets you first draw a face-down tile.</source>
        <translation>Dankzij je {building} mag je eerst een gedekt kaartje trekken.</translation>
    </message>
    <message>
        <source>With your {building} you may lay it face down as a forest instead (the buttons).</source>
        <translation>Met het gebouw {building} mag je het in plaats daarvan gedekt als bos neerleggen (de knoppen).</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: drag one more tile onto your {island} (or double-click it), or pass.</source>
        <translation>Het gebouw {building} verdubbelt het privilege: sleep nog een kaartje naar je {island} (of dubbelklik erop), of pas.</translation>
    </message>
    <message>
        <source>Drag a tile from the offer onto your {island} (or double-click it), or pass.</source>
        <translation>Sleep een kaartje uit het aanbod naar je {island} (of dubbelklik erop), of pas.</translation>
    </message>
    <message>
        <source>Your {building}: take a {colonist} from the supply? A forest takes none, so it waits on the {san_juan} space.</source>
        <translation>Je {building}: een {colonist} uit de voorraad nemen? Op een bos werkt niemand, dus hij wacht in het vak {san_juan}.</translation>
    </message>
    <message>
        <source>Your {building}: put a {colonist} from the supply on your new tile?</source>
        <translation>Je {building}: een {colonist} uit de voorraad op je nieuwe kaartje zetten?</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: take a second extra {colonist} from the supply?</source>
        <translation>Het gebouw {building} verdubbelt het privilege: een tweede extra {colonist} uit de voorraad nemen?</translation>
    </message>
    <message>
        <source>{role}&apos;s privilege: take one extra {colonist} from the supply?</source>
        <translation>Privilege van de {role}: een extra {colonist} uit de voorraad nemen?</translation>
    </message>
    <message>
        <source>You cannot afford a building; pass.</source>
        <translation>Je kunt geen gebouw betalen; pas.</translation>
    </message>
    <message>
        <source>Drag a building from the market into your {city} (you have {doubloons}), or pass.</source>
        <translation>Sleep een gebouw van de markt naar je {city} (je hebt {doubloons}), of pas.</translation>
    </message>
    <message>
        <source>Short of money, your {market} takes a VP chip, a {barrel} and a {colonist} for one {doubloon} each.</source>
        <translation>Kom je geld tekort, dan neemt het gebouw {market} een puntenfiche, een {barrel} en een {colonist} in voor elk één {doubloon}.</translation>
    </message>
    <message>
        <source>Your {building}: put a {colonist} from the supply into the new building?</source>
        <translation>Je {building}: een {colonist} uit de voorraad in het nieuwe gebouw zetten?</translation>
    </message>
    <message>
        <source>The trading house takes none of your goods.</source>
        <translation>Het handelshuis neemt niets van je goederen.</translation>
    </message>
    <message>
        <source>You have nothing the trading house takes; pass.</source>
        <translation>Het handelshuis neemt niets van je goederen; pas.</translation>
    </message>
    <message>
        <source>Drag one of your goods into the trading house to sell it, or pass.</source>
        <translation>Sleep een van je goederen naar het handelshuis om het te verkopen, of pas.</translation>
    </message>
    <message>
        <source>Your {building} sells any good straight to the supply instead (the buttons; no market bonus).</source>
        <translation>Met het gebouw {building} verkoop je in plaats daarvan een willekeurig goed rechtstreeks aan de voorraad (de knoppen; zonder marktbonus).</translation>
    </message>
    <message>
        <source>Your {building} may first buy the top face-down {plantation} for {price}.</source>
        <translation>Met het gebouw {building} mag je eerst de bovenste gedekte {plantation} kopen voor {price}.</translation>
    </message>
    <message>
        <source>Your {building} may first sell one of your {plantations} or forests for {price}.</source>
        <translation>Met het gebouw {building} mag je eerst een van je {plantations} of bossen verkopen voor {price}.</translation>
    </message>
    <message>
        <source>You cannot ship anything; pass.</source>
        <translation>Je kunt niets verschepen; pas.</translation>
    </message>
    <message>
        <source>No cargo ship can take your goods.</source>
        <translation>Geen vrachtschip kan je goederen nemen.</translation>
    </message>
    <message>
        <source>Drag goods onto a cargo ship or your {wharf}. You must ship while you can.</source>
        <translation>Sleep goederen naar een vrachtschip of je {wharf}. Je moet verschepen zolang het kan.</translation>
    </message>
    <message>
        <source>Drag goods onto a cargo ship. You must ship while you can.</source>
        <translation>Sleep goederen naar een vrachtschip. Je moet verschepen zolang het kan.</translation>
    </message>
    <message>
        <source>Choose what to keep — up to {n} loose {barrels} with your {building}, plus all {barrels} of the kinds in your warehouses. The rest goes back.</source>
        <translation>Kies wat je houdt – tot {n} losse {barrels} met het gebouw {building}, plus alle {barrels} van de soorten in je pakhuizen. De rest gaat terug.</translation>
    </message>
    <message>
        <source>Choose what to keep — up to {n} {barrels} with your {building}. The rest goes back.</source>
        <translation>Kies wat je houdt – tot {n} {barrels} met het gebouw {building}. De rest gaat terug.</translation>
    </message>
    <message>
        <source>Your {building} doubles the privilege: one more {barrel} of another kind you just produced?</source>
        <translation>Het gebouw {building} verdubbelt het privilege: nog een {barrel} van een andere soort die je net hebt geproduceerd?</translation>
    </message>
    <message>
        <source>{role}&apos;s privilege: choose one more {barrel} of a kind you just produced.</source>
        <translation>Privilege van de {role}: kies nog een {barrel} van een soort die je net hebt geproduceerd.</translation>
    </message>
    <message>
        <source>Arrange your {n}. Drag them between the {san_juan} space and the circles of your tiles and buildings, then press Done. No {colonist} may wait while a circle is empty.</source>
        <translation>Verdeel je {n}. Sleep ze tussen het vak {san_juan} en de cirkels van je kaartjes en gebouwen, en klik dan op Klaar. Zolang er een cirkel leeg is, mag geen {colonist} wachten.</translation>
    </message>
    <message>
        <source>Choose the one {barrel} you keep. The rest goes back.</source>
        <translation>Kies de ene {barrel} die je houdt. De rest gaat terug.</translation>
    </message>
    <message>
        <source>{player} is choosing a role …</source>
        <translation>{player} kiest een rol …</translation>
    </message>
    <message>
        <source>{player} is choosing a tile …</source>
        <translation>{player} kiest een kaartje …</translation>
    </message>
    <message>
        <source>{player} is deciding on an extra {colonist} …</source>
        <translation>{player} beslist over een extra {colonist} …</translation>
    </message>
    <message>
        <source>{player} is arranging {colonists} …</source>
        <translation>{player} verdeelt {colonists} …</translation>
    </message>
    <message>
        <source>{player} is choosing a building …</source>
        <translation>{player} kiest een gebouw …</translation>
    </message>
    <message>
        <source>{player} is choosing an extra good …</source>
        <translation>{player} kiest een extra goed …</translation>
    </message>
    <message>
        <source>{player} is deciding what to sell …</source>
        <translation>{player} beslist wat te verkopen …</translation>
    </message>
    <message>
        <source>{player} is loading goods …</source>
        <translation>{player} laadt goederen …</translation>
    </message>
    <message>
        <source>{player} is choosing what to keep …</source>
        <translation>{player} kiest wat te houden …</translation>
    </message>
    <message numerus="yes">
        <source>Choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your warehouses. The rest goes back.</source>
        <translation>
            <numerusform>Kies wat je houdt – één {barrel}, plus alle {barrels} van één soort in je pakhuis. De rest gaat terug.</numerusform>
            <numerusform>Kies wat je houdt – één {barrel}, plus alle {barrels} van %n soorten in je pakhuizen. De rest gaat terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag a building onto a free space of the board that costs as much (or double-click it).</source>
        <translation>Sleep een gebouw op een vrij vak van het bord met dezelfde kosten (of dubbelklik erop).</translation>
    </message>
    <message>
        <source>{player} is choosing a building for the board …</source>
        <translation>{player} kiest een gebouw voor het bord …</translation>
    </message>
    <message>
        <source>To do now: {decide}.</source>
        <translation>Nu te doen: {decide}.</translation>
    </message>
    <message>
        <source>{player} is deciding …</source>
        <translation>{player} beslist …</translation>
    </message>
    <message>
        <source>Your {market}: the {building} still costs {due}. Pay the rest in kind, one {doubloon} each: a VP chip, then a {barrel}, then a {colonist} — at most one of each. Drag them onto your {market} or the {building}, or use the buttons.</source>
        <translation>{market}: het gebouw {building} kost nog {due}. Ruil de rest in, elk stuk één {doubloon}: eerst een puntenfiche, dan een {barrel}, dan een {colonist} – van elk hoogstens één. Sleep ze naar je {market} of het gebouw {building}, of gebruik de knoppen.</translation>
    </message>
    <message>
        <source>{player} is paying at the {market} …</source>
        <translation>{player} betaalt met het gebouw {market} …</translation>
    </message>
    <message>
        <source>You drew {tile}. Your {building}: lay it face up, or face down as a forest?</source>
        <translation>Je hebt {tile} getrokken. Je {building}: open neerleggen, of gedekt als bos?</translation>
    </message>
    <message>
        <source>{player} is looking at a face-down tile …</source>
        <translation>{player} bekijkt een gedekt kaartje …</translation>
    </message>
    <message>
        <source>You may also move a guest: drag it from your {building} onto a free circle or an empty {plantation}, or use the buttons with a guest.</source>
        <translation>Je mag ook een gast verplaatsen: sleep hem uit het gebouw {building} naar een vrije cirkel of een lege {plantation}, of gebruik de knoppen met een gast.</translation>
    </message>
    <message>
        <source>Before the first shipment: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on. The {union_hall}, the {royal_supplier} and the captain&apos;s {lighthouse} act before their owner&apos;s first decision.</source>
        <translation>Voor de eerste verscheping: sleep gasten uit het gebouw {building} naar vrije cirkels of lege {plantations} (of gebruik de knoppen), ga dan verder. Vóór de eerste beslissing van hun eigenaar werken: {union_hall}, {royal_supplier} en (bij de kapitein) {lighthouse}.</translation>
    </message>
    <message>
        <source>Before production: drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</source>
        <translation>Voor de productie: sleep gasten uit het gebouw {building} naar vrije cirkels of lege {plantations} (of gebruik de knoppen), ga dan verder.</translation>
    </message>
    <message>
        <source>The game is over. Before the scoring, drag guests from your {building} onto free circles or empty {plantations} (or use the buttons), then go on.</source>
        <translation>Het spel is voorbij. Sleep voor de telling gasten uit het gebouw {building} naar vrije cirkels of lege {plantations} (of gebruik de knoppen), ga dan verder.</translation>
    </message>
    <message>
        <source>{player} is moving guests …</source>
        <translation>{player} verplaatst gasten …</translation>
    </message>
    <message>
        <source>Your {building}: give up one of your {plantations} or forests? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>Je {building}: een van je {plantations} of bossen opgeven? Het kaartje gaat naar de aflegstapel, een {colonist} erop naar het vak {san_juan}.</translation>
    </message>
    <message>
        <source>Your {building}: give up one of your {plantations}? It goes to the discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>Je {building}: een van je {plantations} opgeven? Het kaartje gaat naar de aflegstapel, een {colonist} erop naar het vak {san_juan}.</translation>
    </message>
    <message>
        <source>{player} is deciding at the {building} …</source>
        <translation>{player} beslist bij het gebouw {building} …</translation>
    </message>
    <message>
        <source>Say which of these buildings a {noble} mans — {buildings}. A {noble} there works differently from a {colonist} (each button&apos;s tip says how); you have {nobles_n}.</source>
        <translation>Op welke van deze gebouwen zet je een {noble} – {buildings}? Met een {noble} werken ze anders dan met een {colonist} (hoe, zegt de tip van elke knop); je hebt {nobles_n}.</translation>
    </message>
    <message>
        <source>{player} is placing {nobles} …</source>
        <translation>{player} zet de {nobles} in …</translation>
    </message>
    <message>
        <source>Your {building}: give {barrels} of different kinds to the supply, at most one per {noble} (you have {nobles}), for 1 VP each — or give nothing.</source>
        <translation>Je {building}: {barrels} van verschillende soorten aan de voorraad geven, hoogstens één per {noble} (je hebt {nobles}), voor elk 1 punt – of niets.</translation>
    </message>
    <message>
        <source>Or start a shipment on your {building} (the buttons): any goods, 1 VP per two {barrels}.</source>
        <translation>Of begin een verscheping met het gebouw {building} (de knoppen): willekeurige goederen, 1 punt per twee {barrels}.</translation>
    </message>
    <message>
        <source>Your {building}: {barrels} loaded, worth {earns}. Load one more (the goods in their order: no kind before one already loaded), or let it sail.</source>
        <translation>Je {building}: {barrels} geladen, goed voor {earns}. Laad er nog een (de goederen op volgorde: geen soort vóór een al geladen soort), of laat haar uitvaren.</translation>
    </message>
    <message>
        <source>{player} is loading the {building} …</source>
        <translation>{player} laadt het gebouw {building} …</translation>
    </message>
    <message>
        <source>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. Not on the {san_juan} space: if you do not place it, it goes back to the supply.</source>
        <translation>Zet je {colonist} nu op een vrije cirkel – sleep hem uit het vak ‘In te zetten’ naar een van je kaartjes of gebouwen, of dubbelklik op een vrije cirkel. Niet in het vak {san_juan}: zet je hem niet in, dan gaat hij terug naar de voorraad.</translation>
    </message>
    <message>
        <source>Put your {colonist} on a free circle now — drag it from the space “To place” onto one of your tiles or buildings, or double-click a free circle. If you do not place it, it waits on the {san_juan} space.</source>
        <translation>Zet je {colonist} nu op een vrije cirkel – sleep hem uit het vak ‘In te zetten’ naar een van je kaartjes of gebouwen, of dubbelklik op een vrije cirkel. Zet je hem niet in, dan wacht hij in het vak {san_juan}.</translation>
    </message>
    <message>
        <source>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Not on the {san_juan} space: those you do not place go back to the supply.</source>
        <translation>Zet je {workers} nu op vrije cirkels – sleep ze uit het vak ‘In te zetten’ naar je kaartjes en gebouwen, of dubbelklik op een vrije cirkel. Niet in het vak {san_juan}: wat je niet inzet, gaat terug naar de voorraad.</translation>
    </message>
    <message>
        <source>Put your {workers} on free circles now — drag them from the space “To place” onto your tiles and buildings, or double-click a free circle. Those you do not place wait on the {san_juan} space.</source>
        <translation>Zet je {workers} nu op vrije cirkels – sleep ze uit het vak ‘In te zetten’ naar je kaartjes en gebouwen, of dubbelklik op een vrije cirkel. Wat je niet inzet, wacht in het vak {san_juan}.</translation>
    </message>
    <message>
        <source>{player} is placing {colonists} …</source>
        <translation>{player} zet {colonists} in …</translation>
    </message>
    <message>
        <source>Drag the {smuggler} card onto a loaded ship, the trading house, the {ship} or an unused role (or click that role) — or press a button.</source>
        <translation>Sleep de kaart van de {smuggler} naar een geladen schip, het handelshuis, het {ship} of een ongebruikte rol (of klik op die rol) – of druk op een knop.</translation>
    </message>
    <message>
        <source>{player} is choosing what the {smuggler} does …</source>
        <translation>{player} kiest wat de {smuggler} doet …</translation>
    </message>
    <message>
        <source>{player} wins with {vp}.</source>
        <translation>{player} wint met {vp}.</translation>
    </message>
    <message>
        <source>{players} share the win with {vp}.</source>
        <translation>{players} delen de winst met {vp}.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>choose a role</source>
        <translation>een rol kiezen</translation>
    </message>
    <message>
        <source>There is no such role card in this game.</source>
        <translation>Die rolkaart bestaat niet in dit spel.</translation>
    </message>
    <message>
        <source>take a tile or pass</source>
        <translation>een kaartje nemen of passen</translation>
    </message>
    <message>
        <source>decide about the extra {colonist}</source>
        <translation>beslissen over de extra {colonist}</translation>
    </message>
    <message>
        <source>place {colonists}</source>
        <translation>{colonists} plaatsen</translation>
    </message>
    <message>
        <source>build or pass</source>
        <translation>bouwen of passen</translation>
    </message>
    <message>
        <source>choose the extra good</source>
        <translation>het extra goed kiezen</translation>
    </message>
    <message>
        <source>sell a good or pass</source>
        <translation>een goed verkopen of passen</translation>
    </message>
    <message>
        <source>The trading house already has {good}; only an {building} lets you sell a kind twice.</source>
        <translation>Het handelshuis heeft al {good}; alleen met het gebouw {building} mag je een soort twee keer verkopen.</translation>
    </message>
    <message>
        <source>ship goods</source>
        <translation>goederen verschepen</translation>
    </message>
    <message>
        <source>You have no manned {building}.</source>
        <translation>Je hebt geen bezette {building}.</translation>
    </message>
    <message>
        <source>The {building} sails once per {role_phase}.</source>
        <translation>De {building} vaart eenmaal per {role_phase}.</translation>
    </message>
    <message>
        <source>That ship carries {good}: one kind of good per ship.</source>
        <translation>Dat schip vervoert {good}: één soort goed per schip.</translation>
    </message>
    <message>
        <source>choose what to keep</source>
        <translation>kiezen wat je houdt</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Dat is geen zet in dit spel.</translation>
    </message>
    <message>
        <source>Not now: first {ask}.</source>
        <translation>Nu niet: eerst {ask}.</translation>
    </message>
    <message>
        <source>Nobody mans your {building}, so no {noble} stands there.</source>
        <translation>Niemand bezet je {building}, dus er staat ook geen {noble}.</translation>
    </message>
    <message>
        <source>You do not have that many {nobles}.</source>
        <translation>Zoveel {nobles} heb je niet.</translation>
    </message>
    <message>
        <source>You do not have {colonists} enough for the other buildings: more of them hold {nobles}.</source>
        <translation>Je hebt niet genoeg {colonists} voor de andere gebouwen: er staan dan te veel {nobles} in.</translation>
    </message>
    <message>
        <source>The second extra {barrel} is of another kind you produced, not {good}.</source>
        <translation>De tweede extra {barrel} is van een andere soort die je produceerde, niet {good}.</translation>
    </message>
    <message>
        <source>Guests do not move during the {mayor_phase}.</source>
        <translation>Gasten verhuizen niet tijdens de {mayor_phase}.</translation>
    </message>
    <message>
        <source>There is no guest in your {building}.</source>
        <translation>Er is geen gast in je {building}.</translation>
    </message>
    <message>
        <source>A guest moves out of the {building}, not into it.</source>
        <translation>Een gast verhuist uit het gebouw {building}, niet erin.</translation>
    </message>
    <message>
        <source>You have no {tile} on your {island}.</source>
        <translation>Op je {island} ligt niet: {tile}.</translation>
    </message>
    <message>
        <source>A guest goes there as a {colonist}: it makes no difference whether a {noble} mans it.</source>
        <translation>Een gast gaat daar als {colonist} heen: het maakt niet uit of een {noble} het bezet.</translation>
    </message>
    <message>
        <source>None of your {nobles} is free to man the {building}.</source>
        <translation>Geen van je {nobles} is vrij om het gebouw {building} te bezetten.</translation>
    </message>
    <message>
        <source>None of your {colonists} is free to man the {building}.</source>
        <translation>Geen van je {colonists} is vrij om het gebouw {building} te bezetten.</translation>
    </message>
    <message>
        <source>That place is kept for the {colonist} being offered.</source>
        <translation>Die plek is gereserveerd voor de aangeboden {colonist}.</translation>
    </message>
    <message>
        <source>The {building} is loaded in the order of the goods: no {good} after a later kind.</source>
        <translation>Het gebouw {building} wordt geladen in de volgorde van de goederen: geen {good} na een latere soort.</translation>
    </message>
    <message>
        <source>The {building} takes at most one {barrel} per {noble} you own.</source>
        <translation>Het gebouw {building} neemt hoogstens één {barrel} per {noble} die je hebt.</translation>
    </message>
    <message>
        <source>With the {building} keep up to four loose {barrels}, plus whole kinds in your manned warehouses — as many as you can.</source>
        <translation>Met het gebouw {building} hou je tot vier losse {barrels}, plus hele soorten in je bezette pakhuizen – zoveel als je kunt.</translation>
    </message>
    <message>
        <source>Those goods are kept by a choice written another way: take that one.</source>
        <translation>Die goederen hou je met een anders geschreven keuze: neem die.</translation>
    </message>
    <message>
        <source>The {building} is not drafted onto the board.</source>
        <translation>Het gebouw {building} hoort niet bij de gebouwen die op het bord gekozen worden.</translation>
    </message>
    <message>
        <source>The {building} is already on the board.</source>
        <translation>Het gebouw {building} ligt al op het bord.</translation>
    </message>
    <message>
        <source>Every space for buildings costing {cost} is taken.</source>
        <translation>Alle vakken voor gebouwen van {cost} zijn bezet.</translation>
    </message>
    <message>
        <source>The {building} costs you {cost}; you have {money} and can trade in only {items} item(s).</source>
        <translation>Het gebouw {building} kost je {cost}; je hebt {money} en kunt maar {items} stuk(s) inruilen.</translation>
    </message>
    <message>
        <source>Trade in at most one VP chip, one {barrel} and one {colonist}, in that order.</source>
        <translation>Ruil hoogstens één puntenfiche, één {barrel} en één {colonist} in, in die volgorde.</translation>
    </message>
    <message>
        <source>You have no VP chip to trade in.</source>
        <translation>Je hebt geen puntenfiche om in te ruilen.</translation>
    </message>
    <message>
        <source>You have no such {colonist} there.</source>
        <translation>Daar heb je zo&apos;n {colonist} niet.</translation>
    </message>
    <message>
        <source>The {colonist} on the {building} cannot be traded in.</source>
        <translation>De {colonist} op het gebouw {building} kan niet worden ingeruild.</translation>
    </message>
    <message>
        <source>Still {items} item(s) to pay, and after this one the rest could not be paid: first a VP chip, then a {barrel}, then a {colonist}.</source>
        <translation>Nog {items} stuk(s) te betalen, en na dit stuk kan de rest niet meer worden betaald: eerst een puntenfiche, dan een {barrel}, dan een {colonist}.</translation>
    </message>
    <message>
        <source>Only the owner of a manned {building} may lay a forest.</source>
        <translation>Alleen wie het gebouw {building} bezet heeft, mag een bos leggen.</translation>
    </message>
    <message>
        <source>The tile you drew is the {tile}: lay it face up, or face down as a forest.</source>
        <translation>Je trok: {tile}. Leg het kaartje open, of gedekt als bos.</translation>
    </message>
    <message>
        <source>The second tile of the double privilege cannot be a quarry without a manned {building}.</source>
        <translation>Het tweede kaartje van het dubbele privilege kan alleen met een bezet gebouw {building} een steengroeve zijn.</translation>
    </message>
    <message>
        <source>None of your forests has {tile} on its face.</source>
        <translation>Geen van je bossen heeft op de voorkant: {tile}.</translation>
    </message>
    <message>
        <source>Only the owner of a {building} manned by a {colonist} may buy one of the face-down {plantations}.</source>
        <translation>Alleen wie het gebouw {building} met een {colonist} bezet heeft, mag een van de gedekte {plantations} kopen.</translation>
    </message>
    <message>
        <source>Only the owner of a {building} manned by a {noble} may sell one of his {plantations}.</source>
        <translation>Alleen wie het gebouw {building} met een {noble} bezet heeft, mag een van zijn {plantations} verkopen.</translation>
    </message>
    <message>
        <source>The {building} is used once in your turn of the {trader_phase}.</source>
        <translation>Het gebouw {building} gebruik je één keer in je beurt van de {trader_phase}.</translation>
    </message>
    <message>
        <source>The {building} sells a tile for 1 {doubloon}, and you have none.</source>
        <translation>Met het gebouw {building} verkoop je een kaartje voor 1 {doubloon}, en je hebt er geen.</translation>
    </message>
    <message>
        <source>Only the owner of a manned {building} may sell a {barrel} straight to the supply.</source>
        <translation>Alleen wie het gebouw {building} bezet heeft, mag een {barrel} rechtstreeks aan de voorraad verkopen.</translation>
    </message>
    <message>
        <source>Everyone takes a role on their turn.</source>
        <translation>Wie aan de beurt is, moet een rol nemen.</translation>
    </message>
    <message>
        <source>Whoever can load goods must load them.</source>
        <translation>Wie goederen kan laden, moet ze laden.</translation>
    </message>
    <message>
        <source>No {colonist} may wait on the {san_juan} space while a circle is empty.</source>
        <translation>Zolang er een cirkel leeg is, mag geen {colonist} in het vak {san_juan} wachten.</translation>
    </message>
    <message>
        <source>Passing is not possible now.</source>
        <translation>Passen kan nu niet.</translation>
    </message>
    <message>
        <source>The {role} has already been taken this round.</source>
        <translation>De {role} is deze ronde al gekozen.</translation>
    </message>
    <message>
        <source>Your {island} is full.</source>
        <translation>Je {island} is vol.</translation>
    </message>
    <message>
        <source>Only the {settler} (or the owner of a manned {building}) may take a quarry.</source>
        <translation>Alleen de {settler} mag een steengroeve nemen – of wie dit gebouw bezet heeft: {building}.</translation>
    </message>
    <message>
        <source>No quarries are left.</source>
        <translation>Er zijn geen steengroeven meer.</translation>
    </message>
    <message>
        <source>There is no face-up {tile} left.</source>
        <translation>Er ligt geen open {tile} meer.</translation>
    </message>
    <message>
        <source>You need a manned {building} to draw a face-down tile.</source>
        <translation>Om een gedekt kaartje te trekken, heb je een bezet gebouw nodig: {building}.</translation>
    </message>
    <message>
        <source>The {building} draws once, before your normal pick.</source>
        <translation>Met het gebouw {building} trek je één keer, vóór je normale keuze.</translation>
    </message>
    <message>
        <source>No face-down tile is left.</source>
        <translation>Er ligt geen gedekt kaartje meer klaar.</translation>
    </message>
    <message>
        <source>No {building} is left.</source>
        <translation>Daarvan is er geen meer over: {building}.</translation>
    </message>
    <message>
        <source>You already own the {building}: one of each per player.</source>
        <translation>Je bezit al: {building}. Elk gebouw maar één keer per speler.</translation>
    </message>
    <message>
        <source>A large building needs two free spaces in your {city}.</source>
        <translation>Een groot gebouw heeft twee vrije velden in je {city} nodig.</translation>
    </message>
    <message>
        <source>Your {city} is full.</source>
        <translation>Je {city} is vol.</translation>
    </message>
    <message>
        <source>The {building} costs you {cost}; you have {money}.</source>
        <translation>Het gebouw {building} kost jou {cost}; je hebt {money}.</translation>
    </message>
    <message>
        <source>You have no {good}.</source>
        <translation>Je hebt geen {good}.</translation>
    </message>
    <message>
        <source>The trading house is full.</source>
        <translation>Het handelshuis is vol.</translation>
    </message>
    <message>
        <source>There is no such ship.</source>
        <translation>Dat schip bestaat niet.</translation>
    </message>
    <message>
        <source>Another ship already carries {good}: it must go there.</source>
        <translation>Een ander schip vervoert al {good}: het moet daarheen.</translation>
    </message>
    <message>
        <source>That ship is full.</source>
        <translation>Dat schip is vol.</translation>
    </message>
    <message>
        <source>Load as much {good} as you can: a ship with more room must take it.</source>
        <translation>Laad zoveel {good} als je kunt: een schip met meer ruimte gaat voor.</translation>
    </message>
    <message>
        <source>Keep one {barrel}, plus whole kinds in your manned warehouses — no more, no less.</source>
        <translation>Houd één {barrel}, plus hele soorten in je bezette pakhuizen – niet meer en niet minder.</translation>
    </message>
    <message>
        <source>That is not allowed now: first {ask}.</source>
        <translation>Dat mag nu niet: eerst {ask}.</translation>
    </message>
    <message>
        <source>{Colonists} are placed in the {mayor_phase} only.</source>
        <translation>{Colonists} worden alleen in de {mayor_phase} geplaatst.</translation>
    </message>
    <message>
        <source>Each {plantation} and each quarry holds one {colonist}.</source>
        <translation>Op elke {plantation} en elke steengroeve past één {colonist}.</translation>
    </message>
    <message>
        <source>{Colonists} can only go into your own buildings.</source>
        <translation>{Colonists} kunnen alleen in je eigen gebouwen.</translation>
    </message>
    <message>
        <source>A building holds no more {colonists} than it has circles.</source>
        <translation>In een gebouw passen niet meer {colonists} dan het cirkels heeft.</translation>
    </message>
    <message>
        <source>You placed more {colonists} than you have.</source>
        <translation>Je hebt meer {colonists} geplaatst dan je hebt.</translation>
    </message>
    <message>
        <source>{Colonists} placed this turn cannot be taken back.</source>
        <translation>{Colonists} die deze beurt geplaatst zijn, kunnen niet terug.</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>een nieuw spel beginnen</translation>
    </message>
    <message>
        <source>choose a building for the board</source>
        <translation>een gebouw voor het bord kiezen</translation>
    </message>
    <message>
        <source>make the decision asked now</source>
        <translation>de beslissing nemen die nu gevraagd wordt</translation>
    </message>
    <message>
        <source>pay the rest of the building&apos;s price in kind</source>
        <translation>de rest van de prijs inruilen</translation>
    </message>
    <message>
        <source>lay the tile you drew</source>
        <translation>het getrokken kaartje neerleggen</translation>
    </message>
    <message>
        <source>move a guest or go on</source>
        <translation>een gast verplaatsen of verdergaan</translation>
    </message>
    <message>
        <source>decide whether to give up a tile</source>
        <translation>beslissen of je een kaartje opgeeft</translation>
    </message>
    <message>
        <source>say which buildings a {noble} mans</source>
        <translation>zeggen op welke gebouwen je een {noble} zet</translation>
    </message>
    <message>
        <source>decide which goods to give for VP</source>
        <translation>beslissen welke goederen je voor punten inlevert</translation>
    </message>
    <message>
        <source>load your private ship or let it sail</source>
        <translation>je eigen schip laden of laten uitvaren</translation>
    </message>
    <message>
        <source>place the {colonists} you won, or stop</source>
        <translation>de gewonnen {colonists} inzetten, of stoppen</translation>
    </message>
    <message>
        <source>That place has no free circle of yours.</source>
        <translation>Daar heb je geen vrije cirkel.</translation>
    </message>
    <message>
        <source>choose what the {smuggler} does</source>
        <translation>kiezen wat de {smuggler} doet</translation>
    </message>
    <message>
        <source>You hold the wanted poster: someone else must take the {smuggler} before you may take it again.</source>
        <translation>Jij hebt de opsporingsaffiche: eerst moet een ander de {smuggler} nemen voor jij hem weer mag nemen.</translation>
    </message>
    <message>
        <source>That cargo ship is empty: there is nothing to raid.</source>
        <translation>Dat vrachtschip is leeg: er valt niets te overvallen.</translation>
    </message>
    <message>
        <source>The {smuggler} card itself cannot be swapped.</source>
        <translation>De kaart van de {smuggler} zelf kan niet geruild worden.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Decision {step} of {last}</source>
        <translation>Beslissing {step} van {last}</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Naar het begin (Home)</translation>
    </message>
    <message>
        <source>Back one decision (Left)</source>
        <translation>Eén beslissing terug (Links)</translation>
    </message>
    <message>
        <source>Forward one decision (Right)</source>
        <translation>Eén beslissing verder (Rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Naar het einde (End)</translation>
    </message>
    <message>
        <source>Back one {round} (Page Up)</source>
        <translation>Eén {round} terug (Page Up)</translation>
    </message>
    <message>
        <source>Forward one {round} (Page Down)</source>
        <translation>Eén {round} verder (Page Down)</translation>
    </message>
    <message>
        <source>{Round}:</source>
        <translation>{Round}:</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Gezien door:</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Alles tonen</translation>
    </message>
    <message>
        <source>Show what the chosen player could not see: the others&apos; hands, hidden victory points</source>
        <translation>Tonen wat de gekozen speler niet kon zien: de handen van de anderen, verborgen overwinningspunten</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(geen kaarten)</translation>
    </message>
    <message>
        <source>The others&apos; hands:</source>
        <translation>De handen van de anderen:</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>Spel &amp;exporteren…</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>&amp;Herhalingen…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dit spel kan niet worden geopend</translation>
    </message>
    <message>
        <source>Replay or continue?</source>
        <translation>Bekijken of verder spelen?</translation>
    </message>
    <message>
        <source>Watch this game from its start, or continue playing it?</source>
        <translation>Dit spel vanaf het begin bekijken, of verder spelen?</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Bekijken</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Spel exporteren</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Spellen (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported</source>
        <translation>Het spel kon niet worden geëxporteerd</translation>
    </message>
    <message>
        <source>Exported: {file}</source>
        <translation>Geëxporteerd: {file}</translation>
    </message>
    <message>
        <source>won by {winners} ({points})</source>
        <translation>gewonnen door {winners} ({points})</translation>
    </message>
    <message>
        <source>variant set-up</source>
        <translation>variant</translation>
    </message>
    <message>
        <source>with the expansion</source>
        <translation>met uitbreiding</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassiek</translation>
    </message>
    <message>
        <source>expansion {numbers}</source>
        <translation>uitbreiding {numbers}</translation>
    </message>
    <message>
        <source>expansions {numbers}</source>
        <translation>uitbreidingen {numbers}</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Herhalingen</translation>
    </message>
    <message>
        <source>Finished games are not kept: switch on “Keep finished games” under Settings › Settings… to replay them here.</source>
        <translation>Afgelopen spellen worden niet bewaard: zet ‘Afgelopen spellen bewaren’ aan onder Instellingen › Instellingen… om ze hier terug te kijken.</translation>
    </message>
    <message>
        <source>card game</source>
        <translation>kaartspel</translation>
    </message>
    <message>
        <source>board game</source>
        <translation>bordspel</translation>
    </message>
    <message>
        <source>{when} – {game} – {players}</source>
        <translation>{when} – {game} – {players}</translation>
    </message>
    <message>
        <source>No finished games have been kept yet.</source>
        <translation>Nog geen afgelopen spellen bewaard.</translation>
    </message>
    <message>
        <source>Replay: {players} – Puerto Rico, the card game</source>
        <translation>Herhaling: {players} – Puerto Rico, het kaartspel</translation>
    </message>
    <message>
        <source>Replay: {players} – Puerto Rico</source>
        <translation>Herhaling: {players} – Puerto Rico</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
</context>
<context>
    <name>ReplaySession</name>
    <message>
        <source>This is a replay: no moves can be made here.</source>
        <translation>Dit is een herhaling: hier kan niet gespeeld worden.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The governor is drawn by lot. Everyone starts with one {plantation} on the {island}: {indigo} for the first players from the governor on, corn for the others (the last column). The {colonists} are split between the supply and the {ship}.</source>
        <translation>De gouverneur wordt geloot. Iedereen begint met één {plantation} op het {island}: {indigo} voor de eerste spelers vanaf de gouverneur, maïs voor de anderen (laatste kolom). De {colonists} worden verdeeld over de voorraad en het {ship}.</translation>
    </message>
    <message>
        <source>Tiles and buildings only work while {colonists} stand in their circles. Each {plantation} yields raw goods only if a production building of its kind, manned as well, processes them (corn needs no building). {Colonists} without a circle wait on the {san_juan} space; in the {mayor_phase} every player may move all of theirs, but nobody may leave a circle empty while someone waits.</source>
        <translation>Kaartjes en gebouwen werken alleen zolang er {colonists} in hun cirkels staan. Een {plantation} levert alleen goederen als een eveneens bezet productiegebouw van dezelfde soort ze verwerkt (maïs heeft geen gebouw nodig). {Colonists} zonder cirkel wachten in het vak {san_juan}; in de {mayor_phase} mag iedereen al zijn {colonists} verplaatsen, maar niemand mag een cirkel leeg laten terwijl er iemand wacht.</translation>
    </message>
    <message>
        <source>Add up the VP chips, the VP printed on your buildings, and the bonuses of your manned large buildings. On a tie, more {doubloons} plus goods wins. The rulebook says nothing of a tie in both: this program lets those players share the win.</source>
        <translation>Tel de puntenfiches, de punten die op je gebouwen staan en de bonussen van je bezette grote gebouwen bij elkaar op. Bij gelijkspel wint wie meer {doubloons} plus goederen heeft. Over een gelijkspel ook daarin zegt de spelregel niets: dit programma laat die spelers de overwinning delen.</translation>
    </message>
    <message>
        <source>The bar at the top always says whose turn it is and what to do. Drag things where they should go — a tile onto your {island}, a building into your {city}, goods onto a ship or into the trading house, {colonists} between the {san_juan} space and the circles; the places where it may go light up. Or click an item and then its place, or use the arrow keys, Space to pick up and Enter to put down. A double-click does the obvious thing at once. Hover over anything for an explanation (with the keyboard: Shift+F1 on it).</source>
        <translation>De balk bovenaan zegt altijd wie aan de beurt is en wat er te doen is. Sleep alles naar waar het hoort – een kaartje naar je {island}, een gebouw naar je {city}, goederen naar een schip of het handelshuis, {colonists} tussen het vak {san_juan} en de cirkels; de plaatsen waar het heen mag, lichten op. Of klik op een stuk en daarna op de plaats, of gebruik de pijltjestoetsen, spatie om op te pakken en Enter om neer te leggen. Een dubbelklik doet meteen het voor de hand liggende. Wijs iets aan met de muis voor uitleg (met het toetsenbord: Shift+F1 erop).</translation>
    </message>
    <message>
        <source>Tab goes from zone to zone; F6 jumps from area to area — the bar at the top, the roles, the common zones, the buildings, your board, each other board, the log — and Shift+F6 back.</source>
        <translation>Tab gaat van vak naar vak; F6 springt van deel naar deel van het venster – de balk bovenaan, de rollen, de gemeenschappelijke vakken, de gebouwen, jouw speelbord, elk ander speelbord, het spelverloop – en Shift+F6 terug.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Opbouw</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Een ronde</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>De rollen</translation>
    </message>
    <message>
        <source>{Colonists} and circles</source>
        <translation>{Colonists} en cirkels</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebouwen</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Zo speel je hier</translation>
    </message>
    <message>
        <source>Each player runs a colony: {plantations} and quarries on the {island}, buildings in the {city}. Goods grown and processed there are sold for {doubloons} or shipped home for victory points (VP). Whoever has the most VP when the game ends wins.</source>
        <translation>Elke speler beheert een kolonie: {plantations} en steengroeven op het {island}, gebouwen in de {city}. De goederen die daar groeien en verwerkt worden, worden verkocht voor {doubloons} of naar huis verscheept voor punten. Wie aan het einde de meeste punten heeft, wint.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>Puntenfiches</translation>
    </message>
    <message>
        <source>Cargo ships</source>
        <translation>Vrachtschepen</translation>
    </message>
    <message>
        <source>Face-up tiles</source>
        <translation>Open kaartjes</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>With two players each player chooses three roles per round, the governor first. There are {tiles} {plantations} of each kind fewer, {quarries} quarries instead of {all_quarries}, and {goods} {barrels} of each kind fewer; the market has {production} of each production building and {others} of each {violet} building.</source>
        <translation>Met twee spelers kiest elke speler drie rollen per ronde, de gouverneur eerst. Er zijn van elke soort {tiles} {plantations} minder, {quarries} steengroeven in plaats van {all_quarries} en van elke soort {goods} {barrels} minder; van elk productiegebouw liggen er {production} klaar, van elk ander gebouw ({violet}) {others}.</translation>
    </message>
    <message>
        <source>Starting with the governor, each player takes one role card. Everybody then carries out that role&apos;s action in turn, beginning with the one who chose it, who also enjoys its privilege. When every player has a role, one {doubloon} is put on each card nobody took, the cards go back, and the governor&apos;s marker moves to the left.</source>
        <translation>Te beginnen bij de gouverneur neemt elke speler een rolkaart. Daarna voert iedereen om de beurt de actie van die rol uit, te beginnen bij wie haar koos; alleen die speler krijgt ook het privilege. Heeft iedereen een rol, dan komt er op elke niet gekozen kaart een {doubloon}, gaan de kaarten terug en schuift de gouverneurskaart naar links.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebouw</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Cirkels</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolom</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wat het doet</translation>
    </message>
    <message>
        <source>Each player may own each building once. A manned quarry takes one {doubloon} off the price, up to the building&apos;s column; the {builder} saves one more. Large buildings use two {city} spaces.</source>
        <translation>Elke speler mag elk gebouw maar één keer bezitten. Een bezette steengroeve haalt een {doubloon} van de prijs af, tot de kolom van het gebouw; de {builder} bespaart er nog één. Grote gebouwen nemen twee velden van de {city} in.</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which one of these happens: the {ship} cannot be refilled from the supply; a player fills the last space of their {city}; the VP chips run out while shipping (the players still get their VP, counted on paper).</source>
        <translation>De partij is voorbij na de ronde waarin een van deze dingen gebeurt: het {ship} kan niet meer uit de voorraad worden aangevuld; een speler vult het laatste veld van de eigen {city}; de puntenfiches raken op tijdens het verschepen (de spelers krijgen hun punten dan op papier).</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Uitbreidingen</translation>
    </message>
    <message>
        <source>These rules apply only to a game with that expansion.</source>
        <translation>Deze regels gelden alleen in een spel met die uitbreiding.</translation>
    </message>
    <message>
        <source>Rules of the card game</source>
        <translation>Regels van het kaartspel</translation>
    </message>
    <message>
        <source>Rules of Puerto Rico</source>
        <translation>Spelregels van Puerto Rico</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Puerto Rico (the board game)</source>
        <translation>Puerto Rico (het bordspel)</translation>
    </message>
    <message>
        <source>The card game</source>
        <translation>Het kaartspel</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>&amp;Namen:</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Puerto Rico 1897</source>
        <translation>Puerto Rico 1897</translation>
    </message>
    <message>
        <source>Spaces on the board</source>
        <translation>Vakken op het bord</translation>
    </message>
    <message>
        <source>Buildings to choose from</source>
        <translation>Gebouwen om uit te kiezen</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion I, chosen in the new-game dialog. The rules of the base game stay as they are, except for what is said here.</source>
        <translation>Dit hoofdstuk geldt alleen voor een spel met uitbreiding I, te kiezen in het venster ‘Nieuw spel’. De regels van het basisspel blijven gelden, behalve wat hier anders staat.</translation>
    </message>
    <message>
        <source>Which buildings come onto the board</source>
        <translation>Welke gebouwen op het bord komen</translation>
    </message>
    <message>
        <source>The production buildings lie on the board as always. Its other spaces, twelve small and five large ones, each for one cost, are shared by the base game&apos;s {violet} buildings and the fourteen new ones. There are more buildings than spaces, so every game has a set of its own; the buildings left over are not used.</source>
        <translation>De productiegebouwen liggen zoals altijd op het bord. Om de andere vakken – twaalf kleine en vijf grote, elk voor één prijs – strijden de {violet}kleurige gebouwen van het basisspel en de veertien nieuwe. Er zijn meer gebouwen dan vakken, dus elk spel heeft zijn eigen set; de overgebleven gebouwen doen niet mee.</translation>
    </message>
    <message>
        <source>before the first round the players take turns, the governor first. On your turn you pick any building still beside the board and put it, with its twin, on a free space of its cost (a large building has no twin). Once the spaces of a cost are full, the other buildings of that cost are out. When all 17 spaces are filled, the governor chooses the first role.</source>
        <translation>Voor het begin van het spel kiezen de spelers om de beurt, de gouverneur eerst. Wie aan de beurt is, neemt een willekeurig gebouw dat nog naast het bord ligt en legt het met het tweede exemplaar op een vrij vak van zijn prijs (van een groot gebouw is er maar één). Zijn alle vakken van een prijs bezet, dan vallen de andere gebouwen van die prijs af. Zijn alle 17 vakken gevuld, dan kiest de gouverneur de eerste rol.</translation>
    </message>
    <message>
        <source>Instead of the draft the new-game dialog offers three quick set-ups:</source>
        <translation>In plaats van de gebouwenkeuze biedt het venster ‘Nieuw spel’ drie snelle opstellingen:</translation>
    </message>
    <message>
        <source>the board as in the base game; none of the new buildings is used.</source>
        <translation>het bord zoals in het basisspel; geen van de nieuwe gebouwen doet mee.</translation>
    </message>
    <message>
        <source>every space gets a building of its cost, drawn at random from the base game&apos;s and the new ones. The game&apos;s seed decides the draw, so a replayed game has the same set.</source>
        <translation>elk vak krijgt een willekeurig getrokken gebouw van zijn prijs, uit die van het basisspel en de nieuwe. De startwaarde van het spel bepaalt de trekking, dus een herhaald spel heeft dezelfde set.</translation>
    </message>
    <message>
        <source>the same buildings as in the last draft, or the set chosen last time.</source>
        <translation>dezelfde gebouwen als bij de laatste gebouwenkeuze, of de set die je de vorige keer koos.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s advice for choosing: take either the {office} or the {trading_post}, not both.</source>
        <translation>Het advies van de spelregels bij het kiezen: neem {office} of {trading_post}, niet allebei.</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Bossen</translation>
    </message>
    <message>
        <source>The owner of a manned {forest_house} may lay the {plantation} taken in the {settler_phase} face down, as a forest. A tile drawn face down (with the {hacienda}, or with the {land_office} of expansion II) is looked at first and then laid face up or as a forest. A quarry never becomes a forest, nor does a tile already on the {island}.</source>
        <translation>Wie een bezet gebouw {forest_house} heeft, mag de {plantation} die hij in de {settler_phase} neemt gedekt als bos neerleggen. Een gedekt getrokken kaartje (met het gebouw {hacienda}, of met het gebouw {land_office} uit uitbreiding II) bekijkt hij eerst en legt hij dan open of als bos neer. Een steengroeve wordt nooit een bos, en een kaartje dat al op het {island} ligt evenmin.</translation>
    </message>
    <message>
        <source>A {colonist} that the {hospice} gives with a tile laid as a forest goes onto your {san_juan} space instead: a forest takes none.</source>
        <translation>Een {colonist} die het {hospice} bij een als bos gelegde tegel geeft, gaat in plaats daarvan naar je vak {san_juan}: op een bos werkt niemand.</translation>
    </message>
    <message>
        <source>A forest stays until the end of the game. It fills a space of the {island}, and so counts for the {residence}, but no {colonist} works on it and it produces nothing. Every two forests make each of your buildings one {doubloon} cheaper: on top of the quarries, without the column&apos;s limit, and even while the {forest_house} is empty. What a forest shows on its face is hidden from the other players.</source>
        <translation>Een bos blijft tot het einde van het spel liggen. Het vult een vak van het {island} en telt dus mee voor het gebouw {residence}, maar er werkt nooit een {colonist} op en het produceert niets. Elke twee bossen maken elk van je gebouwen een {doubloon} goedkoper: bovenop de steengroeven, zonder de grens van de kolom, en ook als het gebouw {forest_house} leeg staat. Wat een bos op de voorkant toont, blijft voor de andere spelers verborgen.</translation>
    </message>
    <message>
        <source>The new buildings</source>
        <translation>De nieuwe gebouwen</translation>
    </message>
    <message>
        <source>As in the base game, a building works only while a {colonist} is in it (the forests&apos; discount aside). The {statue} takes none and counts its 8 VP all the same. The {statue} and the {cloister} are large and use two {city} spaces.</source>
        <translation>Zoals in het basisspel werkt een gebouw alleen als er een {colonist} in staat (de korting van de bossen uitgezonderd). Het gebouw {statue} heeft er geen nodig en telt toch zijn 8 punten. {statue} en {cloister} zijn groot en nemen twee velden van de {city} in.</translation>
    </message>
    <message>
        <source>Details, as this program plays them</source>
        <translation>Details, zoals dit programma ze speelt</translation>
    </message>
    <message>
        <source>&lt;b&gt;{black_market}&lt;/b&gt;: the {colonist} in it cannot be traded in. The price is fixed when you choose the building, and a VP chip or {colonist} traded in does not undo an end of the game already triggered.</source>
        <translation>&lt;b&gt;{black_market}&lt;/b&gt;: de {colonist} op dit gebouw zelf kun je niet inruilen. De prijs ligt vast zodra je het gebouw kiest, en een ingeruild puntenfiche of een ingeruilde {colonist} maakt een al ingezet einde van het spel niet ongedaan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{guest_house}&lt;/b&gt;: you may move a guest whenever you are the one to decide, except in the {mayor_phase} and the draft, and also before production in the {craftsman_phase} and before the final scoring. It goes onto a free circle in your {city} or an unmanned {plantation} or quarry, never onto a forest, and stays there until the next {mayor_phase}.</source>
        <translation>&lt;b&gt;{guest_house}&lt;/b&gt;: een gast mag je verplaatsen wanneer jij aan de beurt bent om te beslissen, behalve in de {mayor_phase} en tijdens de gebouwenkeuze; bovendien vóór de productie in de {craftsman_phase} en vóór de eindtelling. Hij gaat naar een vrije cirkel in je {city} of naar een onbezette {plantation} of steengroeve, nooit naar een bos, en blijft daar tot de volgende {mayor_phase}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{church}&lt;/b&gt;: the VP chips come when the new building is placed; the {church} itself brings none.</source>
        <translation>&lt;b&gt;{church}&lt;/b&gt;: de puntenfiches komen zodra het nieuwe gebouw geplaatst wordt; het gebouw {church} zelf levert er geen op.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{small_wharf}&lt;/b&gt;: a shipment like the {wharf}&apos;s, which the {harbor} and the {lighthouse} count too. You load one {barrel} after another and say when it sails; you need not load all. With both, the {wharf} and the {small_wharf} may be used in the same {captain_phase}, in either order.</source>
        <translation>&lt;b&gt;{small_wharf}&lt;/b&gt;: een verscheping zoals met het gebouw {wharf}, die ook {harbor} en {lighthouse} meetellen. Je laadt de ene {barrel} na de andere en zegt wanneer het schip uitvaart; je hoeft niet alles te laden. Wie beide heeft, mag {wharf} en {small_wharf} in dezelfde {captain_phase} gebruiken, in willekeurige volgorde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{lighthouse}&lt;/b&gt;: as {captain} you get its extra {doubloon} when the phase starts, even if you ship nothing. The {library} does not double it.</source>
        <translation>&lt;b&gt;{lighthouse}&lt;/b&gt;: als {captain} krijg je de extra {doubloon} aan het begin van de fase, ook als je niets verscheept. Het gebouw {library} verdubbelt die niet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{specialty_factory}&lt;/b&gt;: it pays right after your production, the {craftsman}&apos;s extra {barrel} included.</source>
        <translation>&lt;b&gt;{specialty_factory}&lt;/b&gt;: betaalt meteen na je productie, de extra {barrel} van het privilege als {craftsman} meegerekend.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{library}&lt;/b&gt;: as {settler} you take one more face-up {plantation} after everybody else (a quarry only with the {construction_hut}; the {hospice} helps only with the first tile); as {mayor} up to two extra {colonists}; as {builder} two {doubloons} off; as {craftsman} two extra {barrels} of different kinds; as {trader} two {doubloons} more; as {captain} 2 VP for the first shipment; as {prospector} two {doubloons}.</source>
        <translation>&lt;b&gt;{library}&lt;/b&gt;: als {settler} neem je na alle anderen nog een open {plantation} (een steengroeve alleen met het gebouw {construction_hut}; het gebouw {hospice} helpt alleen bij het eerste kaartje); als {mayor} tot twee extra {colonists}; als {builder} twee {doubloons} korting; als {craftsman} twee extra {barrels} van verschillende soorten; als {trader} twee {doubloons} meer; als {captain} 2 punten voor de eerste verscheping; als {prospector} twee {doubloons}.</translation>
    </message>
    <message>
        <source>End of the game and scoring</source>
        <translation>Einde van het spel en telling</translation>
    </message>
    <message>
        <source>VP chips now come from more than shipping: the {church} and the {union_hall} give them too, and so do some buildings of expansion II. Whatever gives out the last chip, the game ends at the end of that round; the players still get their VP, counted on paper.</source>
        <translation>Puntenfiches komen nu niet meer alleen van het verschepen: ook de gebouwen {church} en {union_hall} delen ze uit, net als enkele gebouwen van uitbreiding II. Wat het laatste fiche ook uitdeelt, het spel eindigt aan het einde van die ronde; de spelers krijgen hun punten dan op papier.</translation>
    </message>
    <message>
        <source>At the end a manned {cloister} scores 1, 3, 6 or 10 VP for one to four sets of three equal tiles on the {island}: three {plantations} of one kind, three quarries, or three forests (every forest counts as the same kind).</source>
        <translation>Aan het einde levert een bezet gebouw {cloister} 1, 3, 6 of 10 punten op voor een tot vier groepjes van drie gelijke kaartjes op het {island}: drie {plantations} van één soort, drie steengroeven of drie bossen (elk bos telt als dezelfde soort).</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Met twee spelers</translation>
    </message>
    <message>
        <source>With two players every building exists once, so each pick of the draft puts a single building on the board; the two players take turns, the governor first.</source>
        <translation>Met twee spelers is er van elk gebouw maar één exemplaar, dus elke keuze legt één gebouw op het bord; de twee spelers kiezen om de beurt, de gouverneur eerst.</translation>
    </message>
    <message>
        <source>Expansion I: new buildings and forests</source>
        <translation>Uitbreiding I: nieuwe gebouwen en bossen</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion II, chosen in the new-game dialog. It can be played on its own or together with expansion I.</source>
        <translation>Dit hoofdstuk geldt alleen voor een spel met uitbreiding II, te kiezen in het venster ‘Nieuw spel’. Ze kan alleen of samen met uitbreiding I gespeeld worden.</translation>
    </message>
    <message>
        <source>The eight new buildings are laid out on the board by cost, in addition to the others (the base game&apos;s, or the set of expansion I); they are never drafted. There are two of each, but only one {royal_garden}.</source>
        <translation>De acht nieuwe gebouwen komen naar hun prijs op het bord, naast de andere (die van het basisspel of de set van uitbreiding I); bij de gebouwenkeuze worden ze nooit gekozen. Van elk zijn er twee, van het gebouw {royal_garden} maar één.</translation>
    </message>
    <message>
        <source>The 20 {nobles} wait beside the supply. Nobody counts the {colonists} out: all of the box&apos;s are in the game. At the start the {ship} carries one {noble} in place of one of its {colonists}:</source>
        <translation>De 20 {nobles} liggen naast de voorraad klaar. Niemand telt de {colonists} af: alle uit de doos doen mee. Aan het begin staat er op het {ship} één {noble} in plaats van een van de {colonists}:</translation>
    </message>
    <message>
        <source>The {nobles}</source>
        <translation>De {nobles}</translation>
    </message>
    <message>
        <source>After every {mayor_phase} the {ship} is refilled as usual, but as long as the supply lasts, one {noble} comes in place of one {colonist}. The rulebook says the {mayor} mostly gets it; this program always gives it to the {mayor}, who is the first to take from the {ship}.</source>
        <translation>Na elke {mayor_phase} wordt het {ship} zoals gewoonlijk aangevuld, maar zolang de voorraad strekt, komt er één {noble} in plaats van een {colonist}. Volgens de spelregel krijgt meestal de {mayor} hem; dit programma geeft hem altijd aan de {mayor}, die als eerste van het {ship} neemt.</translation>
    </message>
    <message>
        <source>Every rule treats a {noble} as a {colonist}: it works on a tile or in a building, waits on the {san_juan} space, and counts wherever {colonists} are counted. Only four buildings work differently with a {noble} in them: {land_office}, {chapel}, {hunting_lodge} and {zoning_office}. When your placement in the {mayor_phase} leaves a choice, the table asks which of them your {nobles} man.</source>
        <translation>Elke regel behandelt een {noble} als een {colonist}: hij werkt op een kaartje of in een gebouw, wacht in het vak {san_juan} en telt overal mee waar {colonists} geteld worden. Slechts vier gebouwen werken anders met een {noble} erin: {land_office}, {chapel}, {hunting_lodge} en {zoning_office}. Laat je verdeling in de {mayor_phase} een keuze open, dan vraagt het programma welke daarvan je {nobles} bezetten.</translation>
    </message>
    <message>
        <source>The {royal_supplier}, the {jeweler} and the {royal_garden} count every {noble} you own, wherever it stands.</source>
        <translation>De gebouwen {royal_supplier}, {jeweler} en {royal_garden} tellen elke {noble} die je bezit, waar hij ook staat.</translation>
    </message>
    <message>
        <source>Like every building, they work only while manned. The {jeweler} is red: it counts as a large production building for the {guild_hall}, but not as a {violet} building for the {city_hall}.</source>
        <translation>Zoals elk gebouw werken ze alleen als ze bezet zijn. Het gebouw {jeweler} is rood: voor het gebouw {guild_hall} telt het als groot productiegebouw, maar voor het gebouw {city_hall} niet als {violet} gebouw.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{land_office}&lt;/b&gt;: used at most once in your {trader} turn, before you sell. With a manned {forest_house}, {plantations} bought there may be laid as forests.</source>
        <translation>&lt;b&gt;{land_office}&lt;/b&gt;: hoogstens één keer in je beurt in de {trader}fase, voordat je verkoopt. Met een bezet gebouw {forest_house} mag je daar gekochte {plantations} als bos neerleggen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{hunting_lodge}&lt;/b&gt;: acts when every {settler} turn is over, before the {plantations} left over are discarded. With a {noble} the 2 VP need more empty spaces on your {island} than any other player has.</source>
        <translation>&lt;b&gt;{hunting_lodge}&lt;/b&gt;: werkt als alle beurten van de {settler}fase voorbij zijn, voordat de overgebleven {plantations} worden afgelegd. Met een {noble} krijg je de 2 punten alleen als je {island} meer lege vakken heeft dan dat van elke andere speler.</translation>
    </message>
    <message>
        <source>A tile given up with the {land_office} or the {hunting_lodge} goes onto the face-up discard pile, a {colonist} on it to the {san_juan} space.</source>
        <translation>Een kaartje dat je met het gebouw {land_office} of {hunting_lodge} opgeeft, gaat naar de open aflegstapel, een {colonist} erop naar het vak {san_juan}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{zoning_office}&lt;/b&gt;: with a {colonist} in it a large building costs no less, with a {noble} in it a small one costs no less.</source>
        <translation>&lt;b&gt;{zoning_office}&lt;/b&gt;: met een {colonist} erin bespaart het niets op een groot gebouw, met een {noble} erin niets op een klein.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{royal_supplier}&lt;/b&gt;: acts at its owner&apos;s first turn of the {captain_phase}, before his first shipment, so he has seen what the players before him shipped. The {barrels} given bring nothing else.</source>
        <translation>&lt;b&gt;{royal_supplier}&lt;/b&gt;: werkt bij de eerste beurt van de eigenaar in de {captain_phase}, vóór zijn eerste verscheping; hij heeft dus gezien wat de spelers vóór hem verscheepten. De afgegeven {barrels} leveren verder niets op.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{villa}&lt;/b&gt;: the {noble} comes at the start of your {mayor} turn, before you place your {colonists}.</source>
        <translation>&lt;b&gt;{villa}&lt;/b&gt;: de {noble} komt aan het begin van je beurt in de {mayor}fase, voordat je je {colonists} plaatst.</translation>
    </message>
    <message>
        <source>Running out of {colonists} no longer ends the game: when the supply runs short, the {ship} takes what is left. The game still ends when a player&apos;s {city} is full or the last VP chip is given out, which the {chapel}, the {hunting_lodge} and the {royal_supplier} can do as well.</source>
        <translation>Als de {colonists} op raken, eindigt het spel niet meer: is de voorraad te klein, dan krijgt het {ship} wat er over is. Het spel eindigt nog steeds als de {city} van een speler vol is of het laatste puntenfiche wordt uitgedeeld, wat ook de gebouwen {chapel}, {hunting_lodge} en {royal_supplier} kunnen doen.</translation>
    </message>
    <message>
        <source>At the end every {noble} you own is worth 1 VP, wherever it stands; a manned {royal_garden} adds one more for each.</source>
        <translation>Aan het einde is elke {noble} die je bezit 1 punt waard, waar hij ook staat; een bezet gebouw {royal_garden} geeft er voor elk nog één bij.</translation>
    </message>
    <message>
        <source>With two players the {ship} starts with one {colonist} and one {noble}, and each of the eight buildings is there only once, like every building of the 2-player game.</source>
        <translation>Met twee spelers begint het {ship} met één {colonist} en één {noble}, en van elk van de acht gebouwen is er maar één, zoals van elk gebouw in het spel met twee.</translation>
    </message>
    <message>
        <source>Expansion II: {Nobles}</source>
        <translation>Uitbreiding II: {Nobles}</translation>
    </message>
    <message>
        <source>&lt;b&gt;One {plantation}&lt;/b&gt;: one of the five kinds (not quarries), drawn at random; it lies on the board, out of the supply.</source>
        <translation>&lt;b&gt;Eén {plantation}&lt;/b&gt;: een van de vijf soorten (geen steengroeve), willekeurig getrokken; ze ligt op het bord, niet in de voorraad.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Three goods&lt;/b&gt;: drawn from three {barrels} of each kind, so a kind may come up twice or three times; they too are out of the supply.</source>
        <translation>&lt;b&gt;Drie goederen&lt;/b&gt;: getrokken uit drie {barrels} van elke soort, dus een soort kan twee of drie keer voorkomen; ook zij zijn niet in de voorraad.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A building&lt;/b&gt; worth 3 VP, drawn from this game&apos;s buildings (with expansion I once the draft is over), never the production building of the goal&apos;s {plantation}. With three to five players the one on the {festival} board is one of the game&apos;s copies, so one fewer is for sale.</source>
        <translation>&lt;b&gt;Een gebouw&lt;/b&gt; van 3 punten, getrokken uit de gebouwen van dit spel (met uitbreiding I na de gebouwenkeuze), nooit het productiegebouw bij de {plantation} van de opdracht. Met drie tot vijf spelers is het gebouw op het bord {festival} een van de exemplaren van het spel; er is er één minder te koop.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{Plantations}&lt;/b&gt;: the first player with three {plantations} of the goal&apos;s kind on the {island} gets three {colonists} from the supply (fewer if fewer are left) and puts them at once on free circles, or leaves them on the {san_juan} space. Checked when a {settler} turn ends, and after a tile bought at the {land_office}. Forests do not count.</source>
        <translation>&lt;b&gt;{Plantations}&lt;/b&gt;: wie als eerste drie {plantations} van de getoonde soort op het {island} heeft, krijgt drie {colonists} uit de voorraad (minder als er minder zijn) en zet ze meteen op vrije cirkels, of laat ze in het vak {san_juan}. Gecontroleerd aan het eind van een beurt als {settler} en na een kaartje van het gebouw {land_office}. Bossen tellen niet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Goods&lt;/b&gt;: the first player who produces at least the three goods shown in one {craftsman_phase} gets 3 {doubloons} from the bank. Production goes round from the {craftsman}; his extra {barrel} is a privilege and does not count.</source>
        <translation>&lt;b&gt;Goederen&lt;/b&gt;: wie als eerste in één {craftsman_phase} minstens de drie getoonde goederen produceert, krijgt 3 {doubloons} van de bank. Er wordt geproduceerd vanaf de {craftsman}; zijn extra {barrel} is een privilege en telt niet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Building&lt;/b&gt;: the first player to build the building shown gets 3 VP chips from the supply; the last chip ends the game after the round, as in shipping.</source>
        <translation>&lt;b&gt;Gebouw&lt;/b&gt;: wie als eerste het getoonde gebouw bouwt, krijgt 3 puntenfiches uit de voorraad; het laatste fiche beëindigt het spel na de ronde, zoals bij het verschepen.</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion IV, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</source>
        <translation>Dit hoofdstuk geldt alleen voor een spel met uitbreiding IV, te kiezen in het venster ‘Nieuw spel’. Ze kan alleen of met elk van de andere uitbreidingen gespeeld worden.</translation>
    </message>
    <message>
        <source>The {festival} board shows three goals, drawn when the game is set up:</source>
        <translation>Het bord {festival} toont drie opdrachten, getrokken bij de opbouw:</translation>
    </message>
    <message>
        <source>The goals</source>
        <translation>De opdrachten</translation>
    </message>
    <message>
        <source>Each goal is rewarded once, to the first player who meets it; they may be met in any order, and one player may meet several.</source>
        <translation>Elke opdracht wordt één keer beloond, voor wie ze als eerste haalt; de volgorde is vrij, en één speler kan er meerdere halen.</translation>
    </message>
    <message>
        <source>Once a goal is met, its pieces go back: the goods to the supply, the building to the board. The rulebook sends the {plantation} back to its supply; this program puts it on the discard pile, and with two players (whose board already holds that building) the building goes to the box.</source>
        <translation>Is een opdracht gehaald, dan gaan haar stukken terug: de goederen naar de voorraad, het gebouw naar het bord. De spelregel legt de {plantation} terug in haar voorraad; dit programma legt haar op de aflegstapel, en met twee spelers (het bord heeft dat gebouw dan al) gaat het gebouw naar de doos.</translation>
    </message>
    <message>
        <source>On this table</source>
        <translation>Op deze tafel</translation>
    </message>
    <message>
        <source>The {festival} board lies beside the {Colonists}: each goal with its reward below it, and, once met, the name of the player who met it across its faded pieces. Its tooltips say what each goal asks. The {colonists} won there wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or stop, and the rest stay on the {san_juan} space.</source>
        <translation>Het bord {festival} ligt naast de {Colonists}: elke opdracht met haar beloning eronder en, als ze gehaald is, de naam van wie haar haalde dwars over de verbleekte stukken. De tooltips zeggen wat elke opdracht vraagt. De daar gewonnen {colonists} wachten in het vak ‘In te zetten’ naast je vak {san_juan}: sleep ze naar vrije cirkels, of stop, dan blijft de rest in het vak {san_juan}.</translation>
    </message>
    <message>
        <source>Expansion IV: {festival}</source>
        <translation>Uitbreiding IV: {festival}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raid&lt;/b&gt;: empty one cargo ship that carries goods. Up to three of its {barrels} are yours at once; the others go back to the supply. Your {wharf} is no cargo ship and cannot be raided.</source>
        <translation>&lt;b&gt;Overval&lt;/b&gt;: leeg een vrachtschip met goederen. Tot drie van zijn {barrels} zijn meteen van jou; de andere gaan terug naar de voorraad. Je {wharf} is geen vrachtschip en kan niet overvallen worden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plunder&lt;/b&gt;: every good in the trading house goes back to the supply, and you take a VP chip for each. With an empty house this brings nothing. The last chip of the supply ends the game after the round, as in shipping.</source>
        <translation>&lt;b&gt;Plundering&lt;/b&gt;: elk goed in het handelshuis gaat terug naar de voorraad, en je neemt voor elk een puntenfiche. Met een leeg handelshuis levert dat niets op. Het laatste fiche van de voorraad beëindigt het spel na de ronde, zoals bij het verschepen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Poach&lt;/b&gt;: take {colonists} off the {ship} until one per player is left. Keep up to three of them — no more than you have free circles — and put them at once on free circles of your tiles and buildings, never on the {san_juan} space; the others go back to the supply. Your other {colonists} stay where they are.</source>
        <translation>&lt;b&gt;Afwerving&lt;/b&gt;: haal {colonists} van het {ship} tot er één per speler over is. Houd er tot drie van – niet meer dan je vrije cirkels hebt – en zet ze meteen op vrije cirkels van je kaartjes en gebouwen, nooit in het vak {san_juan}; de andere gaan terug naar de voorraad. Je andere {colonists} blijven waar ze zijn.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Swap&lt;/b&gt;: mark a role card that nobody has used this round (not the {smuggler} card) and take the {doubloons} on it. If another player chooses that role later this round, the bank pays you 3 {doubloons}. If nobody has used it when the round&apos;s last role is over, you play it yourself, with its privilege, before the {doubloons} of the round are laid out.</source>
        <translation>&lt;b&gt;Ruil&lt;/b&gt;: markeer een rolkaart die deze ronde nog niemand gebruikt heeft (niet de kaart van de {smuggler}) en neem de {doubloons} erop. Kiest een andere speler die rol later deze ronde, dan betaalt de bank je 3 {doubloons}. Heeft niemand haar gebruikt als de laatste rol van de ronde voorbij is, dan speel je haar zelf, met haar privilege, voordat de {doubloons} van de ronde worden neergelegd.</translation>
    </message>
    <message>
        <source>This chapter applies only to a game with expansion III, chosen in the new-game dialog. It can be played on its own or with any of the other expansions.</source>
        <translation>Dit hoofdstuk geldt alleen voor een spel met uitbreiding III, te kiezen in het venster ‘Nieuw spel’. Ze kan alleen of met elk van de andere uitbreidingen gespeeld worden.</translation>
    </message>
    <message>
        <source>The {smuggler} is one more role card, laid out beside the others. Everyone still chooses as many roles per round as before.</source>
        <translation>De {smuggler} is één rolkaart meer, naast de andere gelegd. Iedereen kiest nog steeds evenveel rollen per ronde als voorheen.</translation>
    </message>
    <message>
        <source>The {smuggler}&apos;s choice</source>
        <translation>De keuze van de {smuggler}</translation>
    </message>
    <message>
        <source>Whoever chooses the {smuggler} does one of four things at once. Only the chooser acts: the others get nothing from this role, and no building helps — not even a doubled privilege.</source>
        <translation>Wie de {smuggler} kiest, doet meteen één van vier dingen. Alleen wie hem kiest, handelt: de anderen hebben niets aan deze rol, en geen gebouw helpt – ook geen dubbel privilege.</translation>
    </message>
    <message>
        <source>The {wanted}</source>
        <translation>De {wanted}</translation>
    </message>
    <message>
        <source>No {doubloon} is ever put on the {smuggler} card. Whoever takes it also takes the {wanted} and keeps it until another player takes the {smuggler}; while you hold it, you may not take the {smuggler}.</source>
        <translation>Op de kaart van de {smuggler} komt nooit een {doubloon}. Wie hem neemt, neemt ook de {wanted} en houdt die tot een andere speler de {smuggler} neemt; zolang jij die hebt, mag je de {smuggler} niet nemen.</translation>
    </message>
    <message>
        <source>Drag the {smuggler} card onto a loaded cargo ship, the trading house, the {ship} or a role card, or use the buttons above the table; a role card may also simply be clicked to swap it. The {colonists} you poach wait in the space “To place” beside your {san_juan} space: drag them onto free circles, or double-click a free circle. The {wanted} shows on the board of its holder, and the role swapped this round carries a band with the {smuggler}&apos;s name.</source>
        <translation>Sleep de kaart van de {smuggler} naar een geladen vrachtschip, het handelshuis, het {ship} of een rolkaart, of gebruik de knoppen boven de tafel; een rolkaart kun je ook gewoon aanklikken om haar te ruilen. Afgeworven {colonists} wachten in het vak ‘In te zetten’ naast je vak {san_juan}: sleep ze naar vrije cirkels, of dubbelklik op een vrije cirkel. De {wanted} ligt op het bord van wie hem heeft, en de rol die deze ronde geruild is, draagt een band met de naam van de {smuggler}.</translation>
    </message>
    <message>
        <source>With two players the {smuggler} is an eighth card beside the seven roles; each player still chooses three roles per round.</source>
        <translation>Met twee spelers is de {smuggler} een achtste kaart naast de zeven rollen; elke speler kiest nog steeds drie rollen per ronde.</translation>
    </message>
    <message>
        <source>With expansion II, a {noble} on the {ship} is never poached: it stays there for the next {mayor}, and only the other {colonists} count and go.</source>
        <translation>Met uitbreiding II wordt een {noble} op het {ship} nooit afgeworven: hij blijft daar voor de volgende {mayor}, en alleen de andere {colonists} tellen en gaan.</translation>
    </message>
    <message>
        <source>Expansion III: {smuggler}</source>
        <translation>Uitbreiding III: {smuggler}</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>The file cannot be read.</source>
        <translation>Het bestand kan niet worden gelezen.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete.</source>
        <translation>Het bestand is beschadigd of onvolledig.</translation>
    </message>
    <message>
        <source>This is not a saved game of Puerto Rico.</source>
        <translation>Dit is geen opgeslagen spel van Puerto Rico.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>Dit spel is opgeslagen door een nieuwere versie van het programma.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Het opgeslagen spel is beschadigd.</translation>
    </message>
    <message>
        <source>The saved game contains a move the rules do not allow.</source>
        <translation>Het opgeslagen spel bevat een zet die de regels niet toestaan.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Het bestand kan niet worden geschreven.</translation>
    </message>
    <message>
        <source>The saved game cannot be used.</source>
        <translation>Het opgeslagen spel is onbruikbaar.</translation>
    </message>
    <message>
        <source>Check that the file is still there and that you may read it.</source>
        <translation>Controleer of het bestand er nog is en of je het mag lezen.</translation>
    </message>
    <message>
        <source>Install the newest version of this program to open it.</source>
        <translation>Installeer de nieuwste versie van dit programma om het te openen.</translation>
    </message>
    <message>
        <source>Choose another folder, or make room on the disk.</source>
        <translation>Kies een andere map of maak ruimte vrij op de schijf.</translation>
    </message>
    <message>
        <source>Details for a bug report (in English):</source>
        <translation>Details voor een foutrapport (in het Engels):</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>VP chips</source>
        <translation>Puntenfiches</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebouwen</translation>
    </message>
    <message>
        <source>{Nobles} (1 VP each)</source>
        <translation>{Nobles} (elk 1 punt)</translation>
    </message>
    <message>
        <source>{building} bonus</source>
        <translation>Bonus {building}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Tie-break: {doubloons} + goods</source>
        <translation>Bij gelijkspel: {doubloons} + goederen</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>The scores so far (if the game ended now)</source>
        <translation>De stand tot nu toe (als het spel nu zou eindigen)</translation>
    </message>
    <message>
        <source>A large building&apos;s bonus counts only with a {colonist} or a {noble} in it. Equal totals: more {doubloons} and goods win.</source>
        <translation>De bonus van een groot gebouw telt alleen met een {colonist} of een {noble} erin. Bij gelijke totalen winnen meer {doubloons} en goederen.</translation>
    </message>
    <message>
        <source>A large building&apos;s bonus counts only with a {colonist} in it. Equal totals: more {doubloons} and goods win.</source>
        <translation>De bonus van een groot gebouw telt alleen met een {colonist} erin. Bij gelijke totalen winnen meer {doubloons} en goederen.</translation>
    </message>
    <message>
        <source>The {statue}&apos;s 8 VP count among the buildings&apos; VP.</source>
        <translation>De 8 punten van het gebouw {statue} tellen mee bij de punten van de gebouwen.</translation>
    </message>
    <message>
        <source>Victory points by {round}</source>
        <translation>Punten per {round}</translation>
    </message>
    <message>
        <source>{Doubloons} by {round}</source>
        <translation>{Doubloons} per {round}</translation>
    </message>
    <message>
        <source>… of them plundered ({smuggler})</source>
        <translation>… daarvan geplunderd ({smuggler})</translation>
    </message>
    <message>
        <source>… of them from the {festival}</source>
        <translation>… daarvan van het {festival}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>Default &amp;naming for new games:</source>
        <translation>&amp;Namen voor nieuwe spellen:</translation>
    </message>
    <message>
        <source>Computer players&apos; s&amp;peed:</source>
        <translation>Tem&amp;po van computerspelers:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Je naam:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Heel langzaam</translation>
    </message>
    <message>
        <source>{title} ({seconds} s per move)</source>
        <translation>{title} ({seconds} s per zet)</translation>
    </message>
    <message>
        <source>&amp;Warn before I take a role that does nothing for me</source>
        <translation>&amp;Waarschuw als ik een rol neem die me niets oplevert</translation>
    </message>
    <message>
        <source>&amp;Keep finished games (for replays and statistics)</source>
        <translation>A&amp;fgelopen spellen bewaren (voor herhalingen en statistieken)</translation>
    </message>
    <message>
        <source>Show &amp;chances to win</source>
        <translation>Win&amp;kansen tonen</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>{rate} %</source>
        <translation>{rate}%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spe&amp;l:</translation>
    </message>
    <message>
        <source>No finished games yet.
Your games will appear here after the first finished game.</source>
        <translation>Nog geen afgelopen spellen.
Je spellen verschijnen hier zodra het eerste spel is uitgespeeld.</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Overwinningen:</translation>
    </message>
    <message>
        <source>Average score:</source>
        <translation>Gemiddelde score:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste score:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% gewonnen</translation>
    </message>
    <message>
        <source>Favourite buildings:</source>
        <translation>Favoriete gebouwen:</translation>
    </message>
    <message>
        <source>Finished games are not being kept. Switch on “{setting}” in {menu} to count your next games here.</source>
        <translation>Afgelopen spellen worden niet bewaard. Zet ‘{setting}’ aan in {menu} om je volgende spellen hier mee te tellen.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the archive could not be read and were left out.</source>
        <translation>
            <numerusform>%n bestand in het archief kon niet worden gelezen en is weggelaten.</numerusform>
            <numerusform>%n bestanden in het archief konden niet worden gelezen en zijn weggelaten.</numerusform>
        </translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <source>No finished game with a person at the table yet.
Games between computer players only are in File › Replays…</source>
        <translation>Nog geen uitgespeeld spel met een mens aan tafel.
Spellen met alleen computerspelers vind je onder Bestand › Herhalingen…</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Nog geen afgelopen spellen.</translation>
    </message>
    <message>
        <source>{wins} ({rate})</source>
        <translation>{wins} ({rate})</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} spelers</translation>
    </message>
    <message>
        <source>{building} ({count}×)</source>
        <translation>{building} ({count}×)</translation>
    </message>
    <message>
        <source>Score per game (gold: won)</source>
        <translation>Score per spel (goud: gewonnen)</translation>
    </message>
    <message>
        <source>Win rate by opponent level</source>
        <translation>Winstpercentage per niveau van de tegenstanders</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Winstpercentage (%)</translation>
    </message>
    <message>
        <source>Games: {count}</source>
        <translation>Spellen: {count}</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Alleen mensen</translation>
    </message>
    <message>
        <source>Only people at the table</source>
        <translation>Alleen mensen aan tafel</translation>
    </message>
    <message>
        <source>Against {level}</source>
        <translation>Tegen {level}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>That is where it already is.</source>
        <translation>Daar staat het al.</translation>
    </message>
    <message>
        <source>There is nobody there to move.</source>
        <translation>Daar staat niemand om te verplaatsen.</translation>
    </message>
    <message>
        <source>Every circle there is already taken.</source>
        <translation>Alle cirkels daar zijn al bezet.</translation>
    </message>
    <message>
        <source>Someone is still waiting on the {san_juan} space while a circle is empty: place them first.</source>
        <translation>In het vak {san_juan} wacht nog iemand terwijl er een cirkel leeg is: plaats die eerst.</translation>
    </message>
    <message>
        <source>New since your last move (the star on it says so).</source>
        <translation>Nieuw sinds je laatste zet (dat zegt de ster erop).</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nieuw</translation>
    </message>
    <message>
        <source>New since the position shown before (the star on it says so).</source>
        <translation>Nieuw sinds de stand die hiervoor werd getoond (dat zegt de ster erop).</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>Dat hoort daar niet.</translation>
    </message>
    <message>
        <source>Taken by {player} this round.</source>
        <translation>Deze ronde gekozen door {player}.</translation>
    </message>
    <message>
        <source>Face-down: {n}</source>
        <translation>Gedekt: {n}</translation>
    </message>
    <message>
        <source>Quarries: {n}</source>
        <translation>Steengroeven: {n}</translation>
    </message>
    <message>
        <source>On board: {colonists} and {nobles}.</source>
        <translation>Aan boord: {colonists} en {nobles}.</translation>
    </message>
    <message>
        <source>Fewer {colonists} than players are left: the next {mayor_phase} cannot fill the {ship} and ends the game.</source>
        <translation>Er zijn minder {colonists} over dan spelers: de volgende {mayor_phase} kan het {ship} niet vullen en beëindigt het spel.</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Kolom {n}</translation>
    </message>
    <message>
        <source>Buildings worth {n} VP. Each manned quarry lowers their price by one, at most by {n}.</source>
        <translation>Gebouwen van {n} punten. Elke bezette steengroeve verlaagt hun prijs met één, hoogstens met {n}.</translation>
    </message>
    <message>
        <source>Your prices now: {prices}</source>
        <translation>Jouw prijzen nu: {prices}</translation>
    </message>
    <message>
        <source>{load}/{cap}</source>
        <translation>{load}/{cap}</translation>
    </message>
    <message>
        <source>Ship with {cap} holds</source>
        <translation>Schip met {cap} plaatsen</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Only {chips} left, and the players hold {held}: the next {captain_phase} may use the chips up, and the game ends with that round.</source>
        <translation>Nog maar {chips} over, en de spelers hebben {held}: de volgende {captain_phase} kan de fiches opmaken, en het spel eindigt met die ronde.</translation>
    </message>
    <message>
        <source>The bank is empty: {vp} more were handed out, counted on paper.</source>
        <translation>De bank is leeg: er zijn nog {vp} meer uitgedeeld, op papier geteld.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Goederen</translation>
    </message>
    <message>
        <source>{forests} on this {island}</source>
        <translation>{forests} op dit {island}</translation>
    </message>
    <message>
        <source>manned by a {noble}</source>
        <translation>bezet door een {noble}</translation>
    </message>
    <message>
        <source>manned</source>
        <translation>bezet</translation>
    </message>
    <message>
        <source>no {colonist}</source>
        <translation>geen {colonist}</translation>
    </message>
    <message>
        <source>Guests here: {n}</source>
        <translation>Gasten hier: {n}</translation>
    </message>
    <message>
        <source>Manned by a {noble}, so its effect with a {noble} applies.</source>
        <translation>Bezet door een {noble}: de werking met een {noble} geldt.</translation>
    </message>
    <message>
        <source>{count} shown here. Only four buildings tell a {noble} from a {colonist}; elsewhere it makes no difference where {nobles} stand, so the table shows them in {san_juan} first, then in the buildings.</source>
        <translation>Hier getoond: {count}. Maar vier gebouwen maken verschil tussen een {noble} en een {colonist}; verder maakt het niet uit waar {nobles} staan, dus toont de tafel ze eerst in het vak {san_juan}, dan in de gebouwen.</translation>
    </message>
    <message>
        <source>To place</source>
        <translation>In te zetten</translation>
    </message>
    <message>
        <source>{workers} ({nobles} among them)</source>
        <translation>{workers} (waarvan {nobles})</translation>
    </message>
    <message>
        <source>Trading-house price {price}, for you now {yours}.</source>
        <translation>Prijs in het handelshuis {price}, voor jou nu {yours}.</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Pakhuis</translation>
    </message>
    <message>
        <source>Warehouses</source>
        <translation>Pakhuizen</translation>
    </message>
    <message>
        <source>Keep one</source>
        <translation>Eén houden</translation>
    </message>
    <message>
        <source>Single {barrels}</source>
        <translation>Losse {barrels}</translation>
    </message>
    <message>
        <source>Drop a good here to keep all {barrels} of that kind.</source>
        <translation>Leg hier een goed neer om alle {barrels} van die soort te houden.</translation>
    </message>
    <message>
        <source>Drop a good here to keep a single {barrel} of it.</source>
        <translation>Leg hier een goed neer om er één {barrel} van te houden.</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>goederen</translation>
    </message>
    <message>
        <source>{player} (you)</source>
        <translation>{player} (jij)</translation>
    </message>
    <message>
        <source>{player}: {zone}</source>
        <translation>{player}: {zone}</translation>
    </message>
    <message>
        <source>{count} in all, {nobles} among them</source>
        <translation>{count} in totaal, waarvan {nobles}</translation>
    </message>
    <message>
        <source>{nobles} among the {colonists} (1 VP each at the end)</source>
        <translation>{nobles} onder de {colonists} (aan het eind elk 1 punt)</translation>
    </message>
    <message>
        <source>Keep these</source>
        <translation>Deze houden</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebouwen</translation>
    </message>
    <message>
        <source>Trading house</source>
        <translation>Handelshuis</translation>
    </message>
    <message>
        <source>Cargo ships</source>
        <translation>Vrachtschepen</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <source>With the keys: Tab or F6 to the place, the arrows to the space, then Enter.</source>
        <translation>Met de toetsen: Tab of F6 naar de plek, de pijltjes naar het vak, dan Enter.</translation>
    </message>
    <message>
        <source>Now click your {market} (or the building you buy) to trade it in. Esc cancels.</source>
        <translation>Klik nu op je {market} (of het gebouw dat je koopt) om het in te ruilen. Esc breekt af.</translation>
    </message>
    <message>
        <source>Now click your {building} to sell this tile. Esc cancels.</source>
        <translation>Klik nu op je gebouw {building} om dit kaartje te verkopen. Esc breekt af.</translation>
    </message>
    <message>
        <source>Now click a free circle or an empty {plantation} for this guest. Esc cancels.</source>
        <translation>Klik nu op een vrije cirkel of een lege {plantation} voor deze gast. Esc breekt af.</translation>
    </message>
    <message>
        <source>Now click a free circle (or the {san_juan} space) for this {colonist}. Esc cancels.</source>
        <translation>Klik nu op een vrije cirkel (of het vak {san_juan}) voor deze {colonist}. Esc breekt af.</translation>
    </message>
    <message>
        <source>Now click where it should go — the lit places. Esc cancels.</source>
        <translation>Klik nu op de plaats waar het heen moet – de verlichte plekken. Esc breekt af.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Your turn, {player}</source>
        <translation>Jouw beurt, {player}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Scores tonen</translation>
    </message>
    <message>
        <source>Fill the circles</source>
        <translation>Cirkels vullen</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Draw a face-down tile</source>
        <translation>Gedekt kaartje trekken</translation>
    </message>
    <message>
        <source>{good} as a forest</source>
        <translation>{good} als bos</translation>
    </message>
    <message>
        <source>Yes, take the {colonist}</source>
        <translation>Ja, neem de {colonist}</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Nee, bedankt</translation>
    </message>
    <message>
        <source>No extra good</source>
        <translation>Geen extra goed</translation>
    </message>
    <message>
        <source>Ship nothing</source>
        <translation>Niets verschepen</translation>
    </message>
    <message>
        <source>Goods are stored only after the {role_phase}.</source>
        <translation>Goederen worden pas na de {role_phase} opgeslagen.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} pt</translation>
    </message>
    <message>
        <source>{vp} VP · ×{copies}</source>
        <translation>{vp} pt · ×{copies}</translation>
    </message>
    <message>
        <source>{vp} VP ×{copies}</source>
        <translation>{vp} pt ×{copies}</translation>
    </message>
    <message numerus="yes">
        <source>{barrels} will go back to the supply.</source>
        <translation>
            <numerusform>{barrels} gaat terug naar de voorraad.</numerusform>
            <numerusform>{barrels} gaan terug naar de voorraad.</numerusform>
        </translation>
    </message>
    <message>
        <source>{noble} ({place})</source>
        <translation>{noble} ({place})</translation>
    </message>
    <message>
        <source>{colonist} ({place})</source>
        <translation>{colonist} ({place})</translation>
    </message>
    <message>
        <source>A VP chip</source>
        <translation>Een puntenfiche</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>As a forest</source>
        <translation>Als bos</translation>
    </message>
    <message>
        <source>Guest ({noble}) → {place}</source>
        <translation>Gast ({noble}) → {place}</translation>
    </message>
    <message>
        <source>Guest → {place}</source>
        <translation>Gast → {place}</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Alles houden</translation>
    </message>
    <message>
        <source>{Nobles}: {buildings}</source>
        <translation>{Nobles}: {buildings}</translation>
    </message>
    <message>
        <source>{Colonists} only</source>
        <translation>Alleen {Colonists}</translation>
    </message>
    <message>
        <source>{forest} ({good})</source>
        <translation>{forest} ({good})</translation>
    </message>
    <message>
        <source>Give {goods} (+{vp})</source>
        <translation>{goods} inleveren (+{vp})</translation>
    </message>
    <message>
        <source>Give nothing</source>
        <translation>Niets inleveren</translation>
    </message>
    <message>
        <source>{building}: {good}</source>
        <translation>{building}: {good}</translation>
    </message>
    <message>
        <source>Sail ({earns})</source>
        <translation>Uitvaren ({earns})</translation>
    </message>
    <message>
        <source>{good}: {doubloons}</source>
        <translation>{good}: {doubloons}</translation>
    </message>
    <message>
        <source>Buy a face-down {plantation} ({price})</source>
        <translation>Gedekte {plantation} kopen ({price})</translation>
    </message>
    <message>
        <source>Sell: {tile}</source>
        <translation>Verkopen: {tile}</translation>
    </message>
    <message>
        <source>Stop: the rest back to the supply</source>
        <translation>Stoppen: de rest naar de voorraad</translation>
    </message>
    <message>
        <source>Stop: the rest on the {san_juan} space</source>
        <translation>Stoppen: de rest in het vak {san_juan}</translation>
    </message>
    <message>
        <source>Raid: {kept}</source>
        <translation>Overval: {kept}</translation>
    </message>
    <message>
        <source>Raid a ship …</source>
        <translation>Schip overvallen …</translation>
    </message>
    <message>
        <source>Plunder: +{vp}</source>
        <translation>Plundering: +{vp}</translation>
    </message>
    <message>
        <source>Plunder: nothing</source>
        <translation>Plundering: niets</translation>
    </message>
    <message>
        <source>Poach: +{workers}</source>
        <translation>Afwerving: +{workers}</translation>
    </message>
    <message>
        <source>Poach: nobody</source>
        <translation>Afwerving: niemand</translation>
    </message>
    <message>
        <source>Swap a role …</source>
        <translation>Rol ruilen …</translation>
    </message>
    <message>
        <source>drawn when the draft is over</source>
        <translation>getrokken na de gebouwenkeuze</translation>
    </message>
    <message>
        <source>{building} ({vp} VP): {effect}</source>
        <translation>{building} ({vp} pt): {effect}</translation>
    </message>
    <message>
        <source>Met by {player}, who got {reward}.</source>
        <translation>Gehaald door {player}, die {reward} kreeg.</translation>
    </message>
    <message>
        <source>Not met yet: {reward} for the first.</source>
        <translation>Nog open: {reward} voor wie het eerst is.</translation>
    </message>
    <message>
        <source>Now click a loaded cargo ship, the trading house, the {ship} or a role card nobody has used. Esc cancels.</source>
        <translation>Klik nu op een geladen vrachtschip, het handelshuis, het {ship} of een ongebruikte rolkaart. Esc breekt af.</translation>
    </message>
    <message>
        <source>Now click a free circle of your tiles or buildings. Esc cancels.</source>
        <translation>Klik nu op een vrije cirkel van je kaartjes of gebouwen. Esc breekt af.</translation>
    </message>
    <message>
        <source>{wanted}: {player} holds it</source>
        <translation>{wanted}: bij {player}</translation>
    </message>
    <message>
        <source>Swapped this round by {player}, the {smuggler}.</source>
        <translation>Deze ronde geruild door {player}, de {smuggler}.</translation>
    </message>
    <message>
        <source>{workers} to place on free circles now</source>
        <translation>{workers} nu op vrije cirkels in te zetten</translation>
    </message>
    <message>
        <source>Poached: never on the {san_juan} space; those not placed go back.</source>
        <translation>Afgeworven: nooit in het vak {san_juan}; wat niet ingezet wordt, gaat terug.</translation>
    </message>
    <message>
        <source>From the {festival}: those not placed wait on the {san_juan} space.</source>
        <translation>Van het {festival}: wat niet ingezet wordt, wacht in het vak {san_juan}.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>What should I do? A computer player suggests a move ({key}).</source>
        <translation>Wat moet ik doen? Een computerspeler stelt een zet voor ({key}).</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n cirkel</numerusform>
            <numerusform>%n cirkels</numerusform>
        </translation>
    </message>
    <message>
        <source>The {colonists} on the {ship} are handed out round the table, and everyone places all of theirs anew. The {mayor} gets one extra {colonist} from the supply.</source>
        <translation>De {colonists} van het {ship} worden om de beurt verdeeld, en iedereen zet al zijn {colonists} opnieuw neer. De {mayor} krijgt een extra {colonist} uit de voorraad.</translation>
    </message>
    <message>
        <source>Everyone may buy one building for their {city}. The {builder} pays one less; every manned quarry takes one more off (up to the building&apos;s column).</source>
        <translation>Iedereen mag één gebouw voor de eigen {city} kopen. De {builder} betaalt één minder; elke bezette steengroeve haalt er nog één af (hoogstens tot de kolom van het gebouw).</translation>
    </message>
    <message>
        <source>Nobody else acts: the {prospector} simply takes one {doubloon} from the bank.</source>
        <translation>Verder gebeurt er niets: de {prospector} neemt gewoon een {doubloon} van de bank.</translation>
    </message>
    <message>
        <source>Whoever takes this card also gets the {doubloons} on it.</source>
        <translation>Wie deze kaart neemt, krijgt ook de {doubloons} die erop liggen.</translation>
    </message>
    <message>
        <source>Each good you sell to the trading house earns one {doubloon} more.</source>
        <translation>Elk goed dat je aan het handelshuis verkoopt, levert een {doubloon} meer op.</translation>
    </message>
    <message>
        <source>Each good you sell to the trading house earns two {doubloons} more (adds up with the {small_market}).</source>
        <translation>Elk goed dat je aan het handelshuis verkoopt, levert twee {doubloons} meer op (bovenop het gebouw {small_market}).</translation>
    </message>
    <message>
        <source>In the {settler_phase}, before your normal pick, you may add a random face-down {plantation} to your {island}.</source>
        <translation>In de {settler_phase} mag je vóór je normale keuze een willekeurige gedekte {plantation} op je {island} leggen.</translation>
    </message>
    <message>
        <source>In the {settler_phase} you may take a quarry instead of a face-up tile, whoever chose the role.</source>
        <translation>In de {settler_phase} mag je een steengroeve nemen in plaats van een open kaartje, wie de rol ook koos.</translation>
    </message>
    <message>
        <source>You may sell a kind of good the trading house already holds.</source>
        <translation>Je mag ook een soort verkopen die al in het handelshuis ligt.</translation>
    </message>
    <message>
        <source>When goods are produced, variety pays: 1 {doubloon} for two kinds, 2 for three, 3 for four, 5 for all five.</source>
        <translation>Bij de productie loont variatie: 1 {doubloon} voor twee soorten, 2 voor drie, 3 voor vier, 5 voor alle vijf.</translation>
    </message>
    <message>
        <source>Every building you buy comes with a {colonist} from the supply already in it.</source>
        <translation>Elk gebouw dat je koopt, komt meteen met een {colonist} uit de voorraad erin.</translation>
    </message>
    <message>
        <source>Game end: 1 VP per small and 2 VP per large production building in your {city}.</source>
        <translation>Einde van het spel: 1 punt per klein en 2 punten per groot productiegebouw in je {city}.</translation>
    </message>
    <message>
        <source>Game end: 4 VP for up to 9 filled {island} spaces, 5 for 10, 6 for 11 and 7 for all 12.</source>
        <translation>Einde van het spel: 4 punten voor tot 9 gevulde velden op je {island}, 5 voor 10, 6 voor 11 en 7 voor alle 12.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every three {colonists} you own.</source>
        <translation>Einde van het spel: 1 punt per drie {colonists} die je bezit.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every four VP in chips you hold.</source>
        <translation>Einde van het spel: 1 punt per 4 punten in puntenfiches.</translation>
    </message>
    <message>
        <source>Game end: 1 VP for every {violet} building in your {city}, this one included.</source>
        <translation>Einde van het spel: 1 punt voor elk {violet} gebouw in je {city}, dit gebouw meegeteld.</translation>
    </message>
    <message>
        <source>{colonists} still to come. When the {ship} can no longer be refilled, the game ends {after_the_round}.</source>
        <translation>{colonists} die nog komen. Kan het {ship} niet meer worden aangevuld, dan eindigt het spel {after_the_round}.</translation>
    </message>
    <message>
        <source>Victory point chips still in the bank. When they run out while shipping, the game ends {after_the_round}.</source>
        <translation>Puntenfiches die nog in de bank liggen. Raken ze op tijdens het verschepen, dan eindigt het spel {after_the_round}.</translation>
    </message>
    <message>
        <source>Twelve building spaces; large buildings take two. Filling the last space ends the game {after_the_round}.</source>
        <translation>Twaalf bouwvelden; grote gebouwen nemen er twee in. Wie het laatste veld vult, beëindigt het spel {after_the_round}.</translation>
    </message>
    <message>
        <source>With a {colonist} here you may lay the {plantations} you take face down as forests (a drawn one after a look). Every two forests make your buildings one {doubloon} cheaper, even without a {colonist} here.</source>
        <translation>Met een {colonist} hier mag je {plantations} die je neemt gedekt als bossen neerleggen (een getrokken kaartje na een blik erop). Elke twee bossen maken je gebouwen één {doubloon} goedkoper, ook zonder {colonist} hier.</translation>
    </message>
    <message>
        <source>Short of money when building: pay what you lack, and no more, with a VP chip, a {barrel} and a {colonist}, one {doubloon} each, at most one of each.</source>
        <translation>Kom je bij het bouwen geld tekort: betaal wat je mist, en niet meer, met een puntenfiche, een {barrel} en een {colonist}, elk één {doubloon}, van elk hoogstens één.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep up to three more {barrels}, of any kinds.</source>
        <translation>Na de {captain_phase} hou je tot drie {barrels} meer, van willekeurige soorten.</translation>
    </message>
    <message>
        <source>Its {colonists} are guests: outside the {mayor_phase} you may move them, whenever you want (as a phase starts too), onto a free circle in your {city} or on your {island}; they work there at once.</source>
        <translation>Zijn {colonists} zijn gasten: buiten de {mayor_phase} mag je ze, wanneer je maar wilt (ook aan het begin van een fase), op een vrije cirkel in je {city} of op je {island} zetten; daar werken ze meteen.</translation>
    </message>
    <message>
        <source>In the {trader_phase}, sell one good straight to the supply instead of to the trading house: its price and the privilege, without the markets&apos; bonus.</source>
        <translation>In de {trader_phase} verkoop je één goed rechtstreeks aan de voorraad in plaats van aan het handelshuis: de prijs en het privilege, zonder de bonus van de markten.</translation>
    </message>
    <message>
        <source>Every building you build after it brings VP chips: 1 for a building of column 2 or 3, 2 for column 4.</source>
        <translation>Elk gebouw dat je daarna bouwt, brengt puntenfiches op: 1 voor een gebouw uit kolom 2 of 3, 2 voor kolom 4.</translation>
    </message>
    <message>
        <source>Once per {captain_phase}, ship {barrels} of any kinds on your own small ship: 1 VP per two {barrels}.</source>
        <translation>Eenmaal per {captain_phase} verscheep je {barrels} van willekeurige soorten op je eigen kleine schip: 1 punt per twee {barrels}.</translation>
    </message>
    <message>
        <source>Every shipment you make brings a {doubloon}, and one more when you are the {captain}.</source>
        <translation>Elke verscheping van je brengt een {doubloon} op, en nog een als je {captain} bent.</translation>
    </message>
    <message>
        <source>When goods are produced: your largest production of one kind other than corn, less one, in {doubloons}.</source>
        <translation>Bij de productie: je grootste productie van één soort behalve maïs, min één, in {doubloons}.</translation>
    </message>
    <message>
        <source>The privileges of the roles you choose count twice.</source>
        <translation>De privileges van de rollen die je kiest, tellen dubbel.</translation>
    </message>
    <message>
        <source>At your first turn of the {captain_phase}, before you ship: 1 VP for every pair of equal {barrels} you hold, of every kind.</source>
        <translation>Bij je eerste beurt in de {captain_phase}, vóór je verscheept: 1 punt voor elk paar gelijke {barrels} dat je hebt, van elke soort.</translation>
    </message>
    <message>
        <source>Game end: 1, 3, 6 or 10 VP for one to four sets of three equal tiles on your {island} (all forests count as one kind).</source>
        <translation>Einde van het spel: 1, 3, 6 of 10 punten voor één tot vier sets van drie gelijke kaartjes op je {island} (alle bossen tellen als één soort).</translation>
    </message>
    <message>
        <source>A tile laid face down as a forest (with the {forest_house}): no {colonist} works on it, and it fills an {island} space. Every two forests make your buildings one {doubloon} cheaper, with or without the {forest_house}.</source>
        <translation>Een kaartje dat gedekt als bos is neergelegd (met het gebouw {forest_house}): er werkt geen {colonist} op, en het vult een vak van je {island}. Elke twee bossen maken je gebouwen één {doubloon} goedkoper, met of zonder het gebouw {forest_house}.</translation>
    </message>
    <message>
        <source>A monument: 8 VP, needs no {colonist}.</source>
        <translation>Een monument: 8 punten, heeft geen {colonist} nodig.</translation>
    </message>
    <message>
        <source>In your {trader} turn, before selling: with a {colonist}, buy the top face-down {plantation} for 1 {doubloon}; with a {noble}, sell one of your {plantations} or forests for 1 {doubloon}.</source>
        <translation>In je beurt van de {trader}fase, vóór het verkopen: met een {colonist} de bovenste gedekte {plantation} kopen voor 1 {doubloon}; met een {noble} een van je {plantations} of bossen verkopen voor 1 {doubloon}.</translation>
    </message>
    <message>
        <source>Every {craftsman_phase}: a {doubloon} with a {colonist} in it, a VP chip with a {noble}.</source>
        <translation>Elke {craftsman_phase}: een {doubloon} met een {colonist} erin, een puntenfiche met een {noble}.</translation>
    </message>
    <message>
        <source>End of the {settler_phase}: with a {colonist}, you may give up one {plantation} or forest; with a {noble}, 2 VP chips if your {island} has more empty spaces than every other.</source>
        <translation>Einde van de {settler_phase}: met een {colonist} mag je één {plantation} of bos opgeven; met een {noble} 2 puntenfiches als je {island} meer lege vakken heeft dan elk ander.</translation>
    </message>
    <message>
        <source>With a {colonist}: buildings of columns 1 to 3 cost one {doubloon} less; with a {noble}: those of column 4 cost two less.</source>
        <translation>Met een {colonist}: gebouwen uit kolom 1 tot 3 kosten één {doubloon} minder; met een {noble}: die uit kolom 4 twee minder.</translation>
    </message>
    <message>
        <source>At your first turn of the {captain_phase}, before you ship: give {barrels} of different kinds to the supply, at most one per {noble} you own, for 1 VP each.</source>
        <translation>Bij je eerste beurt in de {captain_phase}, vóór je verscheept: {barrels} van verschillende soorten aan de voorraad geven, hoogstens één per {noble} die je hebt, voor elk 1 punt.</translation>
    </message>
    <message>
        <source>Every {mayor_phase}: a {noble} from the supply (a {colonist} when none is left).</source>
        <translation>Elke {mayor_phase}: een {noble} uit de voorraad (een {colonist} als er geen meer is).</translation>
    </message>
    <message>
        <source>Every {craftsman_phase}: a {doubloon} per {noble} you own.</source>
        <translation>Elke {craftsman_phase}: een {doubloon} per {noble} die je hebt.</translation>
    </message>
    <message>
        <source>Game end: 1 more VP per {noble} you own (besides its own VP).</source>
        <translation>Einde van het spel: 1 punt extra per {noble} die je hebt (naast zijn eigen punt).</translation>
    </message>
    <message>
        <source>{nobles} still to come: after every {mayor_phase} one of them stands on the {ship} instead of a {colonist}, while any are left. A {noble} works like a {colonist}; each is worth 1 VP at the end.</source>
        <translation>{nobles} die nog komen: na elke {mayor_phase} staat er een van hen in plaats van een {colonist} op het {ship}, zolang er nog zijn. Een {noble} werkt als een {colonist}; elk is aan het eind 1 punt waard.</translation>
    </message>
    <message>
        <source>Everyone&apos;s manned {plantations} and production buildings turn out goods. The {craftsman} then takes one more {barrel} of a kind just produced.</source>
        <translation>Alle bezette {plantations} en productiegebouwen leveren goederen. Daarna neemt de {craftsman} nog een {barrel} van een net geproduceerde soort.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep all {barrels} of one kind, on top of the single {barrel} everyone keeps.</source>
        <translation>Na de {captain_phase} houd je alle {barrels} van één soort, naast de ene {barrel} die iedereen houdt.</translation>
    </message>
    <message>
        <source>After the {captain_phase} you keep all {barrels} of two kinds, on top of the single {barrel} everyone keeps.</source>
        <translation>Na de {captain_phase} houd je alle {barrels} van twee soorten, naast de ene {barrel} die iedereen houdt.</translation>
    </message>
    <message>
        <source>Each shipment you make, onto a cargo ship or a wharf of yours, earns one VP more.</source>
        <translation>Elke verscheping, op een vrachtschip of een eigen werf, levert je één punt meer op.</translation>
    </message>
    <message>
        <source>Your own ship without a size limit: once per {captain_phase}, ship all {barrels} of one kind here instead of on a cargo ship.</source>
        <translation>Je eigen schip zonder groottelimiet: eenmaal per {captain_phase} verscheep je hier alle {barrels} van één soort in plaats van op een vrachtschip.</translation>
    </message>
    <message>
        <source>One {barrel} more when your large {indigo} or large sugar building produces.</source>
        <translation>Eén {barrel} meer als je grote productiegebouw voor {indigo} of suiker produceert.</translation>
    </message>
    <message>
        <source>Turns the harvest of your manned {good} {plantations} into {barrels}: one {barrel} for each manned {good} {plantation} that a {colonist} here can process ({circles}).</source>
        <translation>Verwerkt de oogst van je bezette {plantations} ({good}) tot {barrels}: één {barrel} per bezette {plantation} ({good}) die een {colonist} hier kan verwerken ({circles}).</translation>
    </message>
    <message>
        <source>Works only while a {colonist} or a {noble} is in it.</source>
        <translation>Werkt alleen zolang er een {colonist} of een {noble} in staat.</translation>
    </message>
    <message>
        <source>Works only while a {colonist} is in it.</source>
        <translation>Werkt alleen zolang er een {colonist} in staat.</translation>
    </message>
    <message>
        <source>Costs {cost}, worth {vp} · {circles} · column {column}</source>
        <translation>Kost {cost}, waard {vp} · {circles} · kolom {column}</translation>
    </message>
    <message>
        <source>Large: takes two {city} spaces; the game-end bonus needs a {colonist} in it.</source>
        <translation>Groot: neemt twee velden in je {city} in; de bonus aan het einde telt alleen met een {colonist} erin.</translation>
    </message>
    <message>
        <source>Large: takes two {city} spaces.</source>
        <translation>Groot: neemt twee velden in je {city} in.</translation>
    </message>
    <message>
        <source>You would pay {cost} now.</source>
        <translation>Je zou nu {cost} betalen.</translation>
    </message>
    <message>
        <source>Left in the market: {n}</source>
        <translation>Nog op de markt: {n}</translation>
    </message>
    <message>
        <source>The role cards. On your turn take one: everybody then does that action, you with a small advantage. Cards nobody took collect a {doubloon} each round.</source>
        <translation>De rolkaarten. Neem er een als je aan de beurt bent: iedereen voert dan die actie uit, jij met een klein voordeel. Kaarten die niemand nam, krijgen elke ronde een {doubloon}.</translation>
    </message>
    <message>
        <source>Face-up {plantations} for the {settler_phase}. What nobody takes is discarded afterwards.</source>
        <translation>Open {plantations} voor de {settler_phase}. Wat niemand neemt, wordt daarna afgelegd.</translation>
    </message>
    <message>
        <source>Everyone, the {settler} first, may add one face-up {plantation} to their {island}. The {settler} may take a quarry instead.</source>
        <translation>Iedereen mag een open {plantation} op het eigen {island} leggen, de {settler} als eerste. De {settler} mag in plaats daarvan een steengroeve nemen.</translation>
    </message>
    <message>
        <source>Each {plantation} or quarry you take from the open display in the {settler_phase} arrives with a {colonist} on it (from the supply, or from the {ship} when the supply is empty). The face-down tile of the {hacienda} comes without one.</source>
        <translation>Een open {plantation} of steengroeve die je in de {settler_phase} neemt, komt meteen met een {colonist} erop (uit de voorraad, of van het {ship} als de voorraad leeg is). Het gedekte kaartje van de {hacienda} komt zonder.</translation>
    </message>
    <message>
        <source>Everyone may sell one good to the trading house, which holds four goods of different kinds. Prices: corn 0, {indigo} 1, sugar 2, tobacco 3, coffee 4 {doubloons}. The {trader} earns one {doubloon} more.</source>
        <translation>Iedereen mag één goed aan het handelshuis verkopen; daar passen vier goederen van verschillende soorten. Prijzen: maïs 0, {indigo} 1, suiker 2, tabak 3, koffie 4 {doubloons}. De {trader} verdient een {doubloon} meer.</translation>
    </message>
    <message>
        <source>In turn, round after round, everyone who can must load goods onto a cargo ship: one kind, as many {barrels} as fit. It goes on until nobody can load any more: one VP per {barrel}, and one more for the {captain}&apos;s first load. Then everyone keeps one {barrel} (more with a warehouse); the rest go back to the supply.</source>
        <translation>Om de beurt, ronde na ronde, moet iedereen die kan goederen op een vrachtschip laden: één soort, zoveel {barrels} als passen. Dat gaat door tot niemand meer kan laden: één punt per {barrel}, en één meer voor de eerste lading van de {captain}. Daarna houdt iedereen één {barrel} (meer met een pakhuis); de rest gaat terug naar de voorraad.</translation>
    </message>
    <message>
        <source>Quarries make buildings cheaper once a {colonist} works them. Only the {settler} may take one, and anyone with a manned {construction_hut}.</source>
        <translation>Steengroeven maken gebouwen goedkoper zodra er een {colonist} op werkt. Alleen de {settler} mag er een nemen, en wie een bezette {construction_hut} heeft.</translation>
    </message>
    <message>
        <source>Face-down {plantations}: they refill the offer after each {settler_phase}.</source>
        <translation>Gedekte {plantations}: ze vullen het aanbod aan na elke {settler_phase}.</translation>
    </message>
    <message>
        <source>These {colonists} arrive in the next {mayor_phase}. Afterwards it is refilled with one for every empty building circle, at least one per player.</source>
        <translation>Deze {colonists} komen aan in de volgende {mayor_phase}. Daarna wordt het aangevuld met één per lege cirkel op gebouwen, minstens één per speler.</translation>
    </message>
    <message>
        <source>Buildings for sale, by column. Each player may own each building once. Manned quarries lower the price by up to the column number.</source>
        <translation>Gebouwen te koop, per kolom. Elke speler mag elk gebouw maar één keer bezitten. Bezette steengroeven verlagen de prijs met hoogstens het kolomnummer.</translation>
    </message>
    <message>
        <source>Four places, each kind of good only once. When all four are taken, it is emptied after the {trader_phase}.</source>
        <translation>Vier plaatsen, elke soort goed maar één keer. Zijn ze alle vier bezet, dan wordt het na de {trader_phase} geleegd.</translation>
    </message>
    <message>
        <source>Each ship takes one kind of good, and no two ships the same kind. Full ships are unloaded after the {captain_phase}; the others keep their cargo.</source>
        <translation>Elk schip neemt één soort goed, en geen twee schepen dezelfde soort. Volle schepen worden na de {captain_phase} gelost; de andere houden hun lading.</translation>
    </message>
    <message>
        <source>Your private ship from the {wharf}: all {barrels} of one kind, once per phase.</source>
        <translation>Je eigen schip ({wharf}): alle {barrels} van één soort, eenmaal per fase.</translation>
    </message>
    <message>
        <source>{barrels} left in the supply. Nobody produces a good that has run out.</source>
        <translation>{barrels} in de voorraad. Een soort die op is, produceert niemand meer.</translation>
    </message>
    <message>
        <source>Twelve spaces for {plantations} and quarries. A tile works only with a {colonist} on it.</source>
        <translation>Twaalf velden voor {plantations} en steengroeven. Een kaartje werkt alleen met een {colonist} erop.</translation>
    </message>
    <message>
        <source>{colonists} waiting for work. In the {mayor_phase} they may only stay here when every circle is full.</source>
        <translation>{colonists} die op werk wachten. In de {mayor_phase} mogen ze hier alleen blijven als alle cirkels bezet zijn.</translation>
    </message>
    <message>
        <source>Your goods: sell them to the trading house or ship them for VP.</source>
        <translation>Je goederen: verkoop ze aan het handelshuis of verscheep ze voor punten.</translation>
    </message>
    <message>
        <source>This player&apos;s goods: to be sold to the trading house or shipped for VP; at the end of the {captain_phase} only one of them is kept, and more with a warehouse.</source>
        <translation>De goederen van deze speler: om aan het handelshuis te verkopen of voor punten te verschepen; aan het eind van de {captain_phase} blijft er maar één van over, met een pakhuis meer.</translation>
    </message>
    <message>
        <source>Money to buy buildings. Also breaks a tie at the end.</source>
        <translation>Geld om gebouwen te kopen. Beslist aan het einde ook bij gelijkspel.</translation>
    </message>
    <message>
        <source>VP chips earned by shipping.</source>
        <translation>Puntenfiches verdiend met verschepen.</translation>
    </message>
    <message>
        <source>Everyone&apos;s standing at a glance.</source>
        <translation>De stand van iedereen in één oogopslag.</translation>
    </message>
    <message>
        <source>small production building</source>
        <translation>klein productiegebouw</translation>
    </message>
    <message>
        <source>large production building</source>
        <translation>groot productiegebouw</translation>
    </message>
    <message>
        <source>{violet} building</source>
        <translation>{violet} gebouw</translation>
    </message>
    <message>
        <source>large {violet} building</source>
        <translation>groot {violet} gebouw</translation>
    </message>
    <message>
        <source>Three goals, each rewarded once, to the first player who meets it; they may be met in any order. A goal met is marked with its winner, and its pieces go back.</source>
        <translation>Drie opdrachten, elk één keer beloond, voor wie ze als eerste haalt; de volgorde is vrij. Een gehaalde opdracht draagt de naam van wie haar haalde, en haar stukken gaan terug.</translation>
    </message>
    <message>
        <source>The first player with three {plantations} of this kind on the {island} gets three {colonists} from the supply (as many as are left), placed at once on free circles or on the {san_juan} space.</source>
        <translation>Wie als eerste drie {plantations} van deze soort op het {island} heeft, krijgt drie {colonists} uit de voorraad (zoveel er nog zijn), meteen op vrije cirkels of in het vak {san_juan} gezet.</translation>
    </message>
    <message>
        <source>The first player to produce at least these three {barrels} in one {craftsman_phase} gets 3 {doubloons} from the bank. The {craftsman}&apos;s extra {barrel} does not count.</source>
        <translation>Wie als eerste in één {craftsman_phase} minstens deze drie {barrels} produceert, krijgt 3 {doubloons} van de bank. De extra {barrel} van de {craftsman} telt niet.</translation>
    </message>
    <message>
        <source>The first player to build this building gets 3 VP chips from the supply.</source>
        <translation>Wie als eerste dit gebouw bouwt, krijgt 3 puntenfiches uit de voorraad.</translation>
    </message>
    <message>
        <source>Only you act, once, choosing one of four: raid a cargo ship (keep up to three of its {barrels}), plunder the trading house (a VP chip per good taken out), poach {colonists} from the {ship} down to one per player (keep up to three, placed at once, never on the {san_juan} space), or swap a role card not used yet this round (its {doubloons} are yours; 3 more if someone else takes it, else you play it when the round ends). No {doubloon} is ever put on this card, and whoever takes it holds the wanted poster. No building adds to any of this.</source>
        <translation>Alleen jij handelt, één keer, met een van vier keuzes: een vrachtschip overvallen (tot drie van zijn {barrels} houden), het handelshuis plunderen (een puntenfiche per weggehaald goed), {colonists} van het {ship} afwerven tot er één per speler over is (tot drie houden, meteen ingezet, nooit in het vak {san_juan}), of een rolkaart ruilen die deze ronde nog niet gebruikt is (haar {doubloons} zijn voor jou; 3 meer als een ander haar neemt, anders speel je haar aan het eind van de ronde). Op deze kaart komt nooit een {doubloon}, en wie haar neemt, krijgt de opsporingsaffiche. Geen enkel gebouw voegt hier iets aan toe.</translation>
    </message>
    <message>
        <source>Whoever took the {smuggler} last holds the wanted poster and may not take the {smuggler} again until another player has taken it.</source>
        <translation>Wie de {smuggler} het laatst nam, heeft de opsporingsaffiche en mag de {smuggler} pas weer nemen als een andere speler hem genomen heeft.</translation>
    </message>
    <message>
        <source>If another player takes this role this round, the {smuggler} gets 3 {doubloons} from the bank; if nobody takes it, the {smuggler} plays it himself when the round ends.</source>
        <translation>Neemt een andere speler deze rol deze ronde, dan krijgt de {smuggler} 3 {doubloons} van de bank; neemt niemand haar, dan speelt de {smuggler} haar zelf aan het eind van de ronde.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} van {total}</translation>
    </message>
    <message>
        <source>Show the explanation</source>
        <translation>Uitleg tonen</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Begrepen</translation>
    </message>
    <message>
        <source>The explanation before</source>
        <translation>Vorige uitleg</translation>
    </message>
    <message>
        <source>The next explanation</source>
        <translation>Volgende uitleg</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <source>Your tutorial game is waiting. Continue where you left off, or start again from the beginning?</source>
        <translation>Je oefenpartij wacht op je. Verder spelen waar je gebleven was, of helemaal opnieuw beginnen?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <source>Welcome to Puerto Rico</source>
        <translation>Welkom in Puerto Rico</translation>
    </message>
    <message>
        <source>{round} begins</source>
        <translation>{round} begint</translation>
    </message>
    <message>
        <source>You have met every role</source>
        <translation>Je kent nu alle rollen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>You run a colony in the Caribbean, against two computer players who are beginners too. When the game ends, the most victory points win: you earn them with the buildings in your {city} and by shipping goods. Each round every player takes one role card; everybody then plays that role in turn, but whoever took it gets a little extra.</source>
        <translation>Je leidt een kolonie in het Caribisch gebied, tegen twee computerspelers die ook nog beginners zijn. Wie aan het eind de meeste punten heeft, wint: je krijgt ze voor de gebouwen in je {city} en voor verscheepte goederen. Elke ronde neemt iedere speler één rolkaart; die rol spelen dan alle spelers om de beurt, maar wie hem nam, krijgt iets extra&apos;s.</translation>
    </message>
    <message>
        <source>One after the other, beginning with the player who took the card, everybody adds one face-up {plantation} to their {island}. The chooser may take a quarry instead: quarries make buildings cheaper. A new tile yields nothing until one of your {colonists} works on it.</source>
        <translation>Om de beurt, te beginnen bij wie de kaart nam, legt iedereen één open {plantation} op zijn {island}. Wie de rol koos, mag in plaats daarvan een steengroeve nemen: steengroeven maken gebouwen goedkoper. Een nieuw kaartje levert pas iets op als een van je {colonists} erop werkt.</translation>
    </message>
    <message>
        <source>New {colonists} arrive: the ones on the {ship} are dealt out around the table, beginning with the chooser, who also gets one more from the supply. Then everybody places their {colonists} on the circles of their tiles and buildings: only what is manned produces or works. At the end the {ship} is filled again for next time.</source>
        <translation>Er komen nieuwe {colonists}: die op het {ship} worden om de beurt uitgedeeld, te beginnen bij wie de rol koos, die er bovendien één uit de voorraad bij krijgt. Daarna zet iedereen zijn {colonists} op de cirkels van zijn kaartjes en gebouwen: alleen wat bezet is, produceert of werkt. Tot slot wordt het {ship} weer gevuld voor de volgende keer.</translation>
    </message>
    <message>
        <source>Every player produces goods: one {barrel} for each manned {plantation} whose harvest a manned production building of the same kind can process. {Corn} needs no building. The chooser then takes one more {barrel} of a kind just produced.</source>
        <translation>Iedereen produceert goederen: één {barrel} voor elke bezette {plantation} waarvan een bezet productiegebouw van dezelfde soort de oogst kan verwerken. {Corn} heeft geen gebouw nodig. Wie de rol koos, neemt daarna nog één {barrel} van een soort die hij net geproduceerd heeft.</translation>
    </message>
    <message>
        <source>In turn, every player may buy one building for their {city}; the chooser pays one {doubloon} less, and each manned quarry takes off one more (no more of them than the building&apos;s column number). Production buildings turn your harvest into goods, the {violet} ones give you an advantage of their own. Every building counts victory points at the end.</source>
        <translation>Om de beurt mag iedereen één gebouw voor zijn {city} kopen; wie de rol koos, betaalt één {doubloon} minder, en elke bezette steengroeve scheelt er nog één (hoogstens zoveel steengroeven als het nummer van de kolom van het gebouw). Productiegebouwen maken van je oogst goederen, de gebouwen in het {violet} geven je elk een eigen voordeel. Elk gebouw levert aan het eind punten op.</translation>
    </message>
    <message>
        <source>In turn, every player may sell one {barrel} to the trading house. It takes each kind of good only once, and dearer goods bring more {doubloons}; once its four places are full, it is emptied at the end of the phase. The chooser earns one {doubloon} more for a sale of their own.</source>
        <translation>Om de beurt mag iedereen één {barrel} aan het handelshuis verkopen. Het neemt elke soort goed maar één keer, en duurdere goederen leveren meer {doubloons} op; zijn de vier vakken vol, dan wordt het aan het eind van de fase geleegd. Wie de rol koos, krijgt bij een eigen verkoop één {doubloon} extra.</translation>
    </message>
    <message>
        <source>Going round the table again and again, the players load goods onto the cargo ships until nobody can load any more. Every {barrel} shipped earns one victory point (the chooser gets one more for the first load); a ship takes one kind of good only, and whoever can load must do so. Afterwards each player keeps only one {barrel} (more with a warehouse); the rest goes back.</source>
        <translation>Steeds weer om de beurt laden de spelers goederen op de vrachtschepen, tot niemand meer kan laden. Elke verscheepte {barrel} levert één punt op (wie de rol koos, krijgt voor de eerste lading één extra); een schip neemt maar één soort goed, en wie kan laden, moet laden. Daarna houdt iedereen maar één {barrel} (met een pakhuis meer); de rest gaat terug.</translation>
    </message>
    <message>
        <source>The {governor} card has moved on to the next player, who chooses first now. Each role card that nobody took got one {doubloon} on it: whoever takes that card gets those {doubloons} too.</source>
        <translation>De {governor}skaart is doorgeschoven naar de volgende speler, die nu als eerste kiest. Op elke rolkaart die niemand nam, kwam één {doubloon}: wie die kaart neemt, krijgt die {doubloons} erbij.</translation>
    </message>
    <message>
        <source>From now on the tutorial only tells you what to do; the choices are yours. A good role helps you more than the others: the {captain} when you have goods to ship, the {builder} when you can afford a good building. The end comes when the victory point chips run out, the {ship} cannot be filled or a {city} is full; play then goes on only until the {governor} card would move on.</source>
        <translation>Vanaf nu zegt de uitleg je alleen nog wat je moet doen; de keuzes maak jij. Een goede rol helpt jou meer dan de anderen: de {captain} als je goederen hebt om te verschepen, de {builder} als je een goed gebouw kunt betalen. Het einde komt als de puntenfiches op zijn, het {ship} niet meer gevuld kan worden of een {city} vol is; daarna wordt alleen nog gespeeld tot de {governor}skaart zou doorschuiven.</translation>
    </message>
    <message>
        <source>The score sheet shows where everybody&apos;s victory points came from. You have played a whole game now: for the next one, choose New game in the File menu and pick your opponents there.</source>
        <translation>De telling laat zien waar ieders punten vandaan kwamen. Je hebt nu een hele partij gespeeld: kies voor de volgende in het menu Bestand ‘Nieuw spel…’ en kies daar je tegenstanders.</translation>
    </message>
    <message>
        <source>Click one of the outlined role cards to take it. Rest the mouse on a card to read what it does.</source>
        <translation>Klik op een van de omlijnde rolkaarten om hem te nemen. Laat de muis op een kaart rusten om te lezen wat hij doet.</translation>
    </message>
    <message>
        <source>Drag one {plantation} from the outlined offer onto your {island} (or double-click it).</source>
        <translation>Sleep één {plantation} uit het omlijnde aanbod naar je {island} (of dubbelklik erop).</translation>
    </message>
    <message>
        <source>As the {mayor} you may take one extra {colonist}: answer with the buttons at the top.</source>
        <translation>Als {mayor} mag je één extra {colonist} nemen: antwoord met de knoppen bovenaan.</translation>
    </message>
    <message>
        <source>Drag your {colonists} from the {san_juan} space onto free circles of your tiles and buildings (or press “{fill}”), then press “{done}”.</source>
        <translation>Sleep je {colonists} uit het vak {san_juan} naar vrije cirkels op je kaartjes en gebouwen (of druk op ‘{fill}’), en druk dan op ‘{done}’.</translation>
    </message>
    <message>
        <source>Drag a building you can afford from the outlined list onto a free space of your {city}, or press “{pass}” to keep your {doubloons}.</source>
        <translation>Sleep een gebouw dat je kunt betalen uit de omlijnde lijst naar een vrij vak in je {city}, of druk op ‘{pass}’ om je {doubloons} te houden.</translation>
    </message>
    <message>
        <source>As the {craftsman} you get one extra {barrel}: choose its kind with the buttons at the top.</source>
        <translation>Als {craftsman} krijg je één extra {barrel}: kies de soort met de knoppen bovenaan.</translation>
    </message>
    <message>
        <source>Drag one of your goods from your board onto the trading house to sell it, or press “{pass}”.</source>
        <translation>Sleep een van je goederen van je speelbord naar het handelshuis om het te verkopen, of druk op ‘{pass}’.</translation>
    </message>
    <message>
        <source>Drag a kind of good from your board onto an outlined cargo ship: every {barrel} of it that fits goes aboard.</source>
        <translation>Sleep een soort goed van je speelbord naar een omlijnd vrachtschip: elke {barrel} daarvan die past, gaat aan boord.</translation>
    </message>
    <message>
        <source>Choose what stays on your board. The panel there already holds the best choice: press “{keep}”, or drag other goods onto its places first.</source>
        <translation>Kies wat er op je speelbord blijft. Het vak daar toont al de beste keuze: druk op ‘{keep}’, of sleep eerst andere goederen naar de plaatsen ervan.</translation>
    </message>
    <message>
        <source>One of your buildings offers you an extra {colonist}: answer with the buttons at the top.</source>
        <translation>Een van je gebouwen biedt je een extra {colonist} aan: antwoord met de knoppen bovenaan.</translation>
    </message>
    <message>
        <source>Drag from here</source>
        <translation>Hier vandaan slepen</translation>
    </message>
    <message>
        <source>Drop here</source>
        <translation>Hier neerzetten</translation>
    </message>
    <message>
        <source>Click here</source>
        <translation>Hier klikken</translation>
    </message>
    <message>
        <source>A star on the others&apos; buildings and {plantations} marks what they did since your last move.</source>
        <translation>Een ster op de gebouwen en {plantations} van de anderen laat zien wat ze sinds je laatste zet hebben gedaan.</translation>
    </message>
    <message>
        <source>You chose this role last.</source>
        <translation>Jij hebt deze rol het laatst gekozen.</translation>
    </message>
    <message>
        <source>{player} chose this role last.</source>
        <translation>{player} heeft deze rol het laatst gekozen.</translation>
    </message>
    <message>
        <source>The game is over: the score sheet has the result.</source>
        <translation>Het spel is afgelopen: de telling toont de uitslag.</translation>
    </message>
    <message>
        <source>{player} is to move. Watch the table: the line at its top and the game log tell what happens.</source>
        <translation>{player} is aan de beurt. Kijk naar de tafel: de regel bovenaan en het spelverloop vertellen wat er gebeurt.</translation>
    </message>
    <message>
        <source>Your turn: the line at the top of the table says what to do.</source>
        <translation>Jouw beurt: de regel bovenaan de tafel zegt wat je moet doen.</translation>
    </message>
    <message>
        <source>You are the {governor} this round, so you choose first.</source>
        <translation>Jij bent deze ronde {governor}, dus jij kiest als eerste.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>Meanwhile</source>
        <translation>Intussen</translation>
    </message>
    <message>
        <source>The computer players wait while you read. Click “Got it” to go on.</source>
        <translation>De computerspelers wachten tot je het gelezen hebt. Klik op ‘Begrepen’ om verder te gaan.</translation>
    </message>
    <message>
        <source>&amp;Learn to play the board game…</source>
        <translation>Het bordspel leren &amp;spelen…</translation>
    </message>
    <message>
        <source>Learn to play the &amp;card game…</source>
        <translation>Het &amp;kaartspel leren spelen…</translation>
    </message>
</context>
<context>
    <name>WelcomeWidget</name>
    <message>
        <source>Puerto Rico</source>
        <translation>Puerto Rico</translation>
    </message>
    <message>
        <source>No game is running. Start a new one — the board game or the card game — against the computer or with friends at this screen, learn to play with a guided first game, or open a saved game.</source>
        <translation>Er loopt geen spel. Begin een nieuw spel – het bordspel of het kaartspel – tegen de computer of met vrienden aan dit scherm, leer spelen in een begeleid eerste spel, of open een bewaard spel.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Bewaard spel openen…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <source>Chances to win</source>
        <translation>Winkansen</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win after every round, as the computer players estimate it from what everybody can see. The dashed line is the chance each would have if all were equal.</source>
        <translation>De winkans van elke speler na elke ronde, zoals de computerspelers die schatten uit wat iedereen kan zien. De gestippelde lijn is de kans die iedereen zou hebben als alle spelers gelijk stonden.</translation>
    </message>
    <message>
        <source>Once a game runs, each player&apos;s chance to win is drawn here, round by round.</source>
        <translation>Zodra een partij loopt, staat hier de winkans van elke speler, ronde na ronde.</translation>
    </message>
</context>
</TS>
