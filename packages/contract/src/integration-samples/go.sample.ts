import type { PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A standard-library Go program (for the integration hub's Web API tab). */
export const goSample: PlatformSample = {
  id: 'go',
  label: 'Web API (Go)',
  language: 'go',
  fileName: 'main.go',
  install: 'go version   # the standard library is all this needs',
  steps: ['Save the code below as main.go.', 'Run go run main.go "your question".', 'Call askAssistant from your own handlers, one sessionId per user.'],
  guide: [
    'Run go run main.go "What are your opening hours?" and check the answer prints.',
    'Move the key to the SITELINE_API_KEY environment variable; the program reads it first.',
    'Build it with go build for your server; the HTTP client gives up after 30 seconds.',
    'askAssistant returns the apology text on any error, so your handler can always reply.',
  ],
  generate: (params) => `package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

const apiURL = ${quote(chatEndpointUrl(params))}
const apology = ${quote(APOLOGY_MESSAGE)}

var client = &http.Client{Timeout: ${REQUEST_TIMEOUT_SECONDS} * time.Second}

func apiKey() string {
	if key := os.Getenv("SITELINE_API_KEY"); key != "" {
		return key
	}
	return ${quote(sampleApiKey(params))}
}

func askAssistant(message, sessionID string) string {
	body, _ := json.Marshal(map[string]string{"message": message, "sessionId": sessionID})
	req, err := http.NewRequest(http.MethodPost, apiURL, bytes.NewReader(body))
	if err != nil {
		return apology
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+apiKey())
	res, err := client.Do(req)
	if err != nil {
		return apology
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return apology
	}
	var data struct {
		Response string \`json:"response"\`
	}
	if err := json.NewDecoder(res.Body).Decode(&data); err != nil || data.Response == "" {
		return apology
	}
	return data.Response
}

func main() {
	question := strings.Join(os.Args[1:], " ")
	if question == "" {
		question = "What are your opening hours?"
	}
	fmt.Println(askAssistant(question, "go-client"))
}
`,
};
