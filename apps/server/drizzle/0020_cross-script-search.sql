-- Devanagari written in Latin letters, as an English reader would spell a borrowed word
-- (decision 023): फोटोशॉप is "photoshop", कलाकृति "kalakriti". Each consonant carries the
-- inherent "a" unless a vowel sign or a virama follows it, or its word ends there (schwa
-- deletion). Everything that is not Devanagari is kept as it is. IMMUTABLE, so generated
-- columns and the search can use it.
CREATE FUNCTION devanagari_to_latin(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  output text := '';
  position integer := 1;
  length integer := char_length(input);
  letter text;
  roman text;
  -- A consonant was written and its inherent "a" is not yet decided.
  pending boolean := false;
BEGIN
  WHILE position <= length LOOP
    letter := substr(input, position, 1);
    roman := CASE letter
      WHEN 'ा' THEN 'a' WHEN 'ि' THEN 'i' WHEN 'ी' THEN 'i' WHEN 'ु' THEN 'u' WHEN 'ू' THEN 'u'
      WHEN 'ृ' THEN 'ri' WHEN 'े' THEN 'e' WHEN 'ै' THEN 'ai' WHEN 'ो' THEN 'o' WHEN 'ौ' THEN 'au'
      WHEN 'ॉ' THEN 'o' WHEN 'ॅ' THEN 'e' WHEN 'ॆ' THEN 'e' WHEN 'ॊ' THEN 'o'
    END;
    IF roman IS NOT NULL THEN
      output := output || roman;
      pending := false;
    ELSIF letter = '्' THEN
      pending := false;
    ELSIF letter = '़' THEN
      NULL; -- read with the consonant before it
    ELSE
      roman := CASE letter
        WHEN 'क' THEN 'k' WHEN 'ख' THEN 'kh' WHEN 'ग' THEN 'g' WHEN 'घ' THEN 'gh' WHEN 'ङ' THEN 'n'
        WHEN 'च' THEN 'ch' WHEN 'छ' THEN 'chh' WHEN 'ज' THEN 'j' WHEN 'झ' THEN 'jh' WHEN 'ञ' THEN 'n'
        WHEN 'ट' THEN 't' WHEN 'ठ' THEN 'th' WHEN 'ड' THEN 'd' WHEN 'ढ' THEN 'dh' WHEN 'ण' THEN 'n'
        WHEN 'त' THEN 't' WHEN 'थ' THEN 'th' WHEN 'द' THEN 'd' WHEN 'ध' THEN 'dh' WHEN 'न' THEN 'n'
        WHEN 'प' THEN 'p' WHEN 'फ' THEN 'ph' WHEN 'ब' THEN 'b' WHEN 'भ' THEN 'bh' WHEN 'म' THEN 'm'
        WHEN 'य' THEN 'y' WHEN 'र' THEN 'r' WHEN 'ल' THEN 'l' WHEN 'ळ' THEN 'l' WHEN 'व' THEN 'v'
        WHEN 'श' THEN 'sh' WHEN 'ष' THEN 'sh' WHEN 'स' THEN 's' WHEN 'ह' THEN 'h'
        WHEN U&'\0958' THEN 'q' WHEN U&'\0959' THEN 'kh' WHEN U&'\095A' THEN 'g' WHEN U&'\095B' THEN 'z'
        WHEN U&'\095C' THEN 'r' WHEN U&'\095D' THEN 'rh' WHEN U&'\095E' THEN 'f' WHEN U&'\095F' THEN 'y'
      END;
      IF roman IS NOT NULL THEN
        IF substr(input, position + 1, 1) = '़' THEN
          roman := CASE letter
            WHEN 'क' THEN 'q' WHEN 'ज' THEN 'z' WHEN 'ड' THEN 'r' WHEN 'ढ' THEN 'rh' WHEN 'फ' THEN 'f'
            ELSE roman
          END;
        END IF;
        IF pending THEN output := output || 'a'; END IF;
        output := output || roman;
        pending := true;
      ELSE
        roman := CASE letter
          WHEN 'अ' THEN 'a' WHEN 'आ' THEN 'a' WHEN 'इ' THEN 'i' WHEN 'ई' THEN 'i' WHEN 'उ' THEN 'u'
          WHEN 'ऊ' THEN 'u' WHEN 'ऋ' THEN 'ri' WHEN 'ए' THEN 'e' WHEN 'ऐ' THEN 'ai' WHEN 'ओ' THEN 'o'
          WHEN 'औ' THEN 'au' WHEN 'ऑ' THEN 'o' WHEN 'ऍ' THEN 'e'
          WHEN 'ं' THEN 'n' WHEN 'ँ' THEN 'n' WHEN 'ः' THEN 'h'
          WHEN '०' THEN '0' WHEN '१' THEN '1' WHEN '२' THEN '2' WHEN '३' THEN '3' WHEN '४' THEN '4'
          WHEN '५' THEN '5' WHEN '६' THEN '6' WHEN '७' THEN '7' WHEN '८' THEN '8' WHEN '९' THEN '9'
          WHEN '।' THEN ' ' WHEN '॥' THEN ' '
        END;
        -- Before a vowel or a nasal sign the consonant keeps its "a"; before anything else
        -- (a space, the end, another script) its word has ended and the "a" is not said.
        IF pending AND roman IS NOT NULL AND roman !~ '^[ 0-9]' THEN output := output || 'a'; END IF;
        output := output || coalesce(roman, letter);
        pending := false;
      END IF;
    END IF;
    position := position + 1;
  END LOOP;
  RETURN output;
END
$$;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_latin" text GENERATED ALWAYS AS (devanagari_to_latin("courses"."title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_assets" ADD COLUMN "name_latin" text GENERATED ALWAYS AS (devanagari_to_latin("digital_assets"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_title_latin_trgm_idx" ON "courses" USING gin ("title_latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "digital_assets_name_latin_trgm_idx" ON "digital_assets" USING gin ("name_latin" gin_trgm_ops);